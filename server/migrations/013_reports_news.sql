-- Issue 15: bug reports, vacancy applications with their files, and the chain's news.
-- Plain SQL for PGlite and PostgreSQL (docs/decisions/285, 286, 290).

-- An uploaded file, kept in the database so every server node reads the same bytes with no
-- shared disk (decision 286). `kind` is what the bytes say (magic numbers), never the name.
CREATE TABLE submission_files (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('jpg', 'png', 'pdf', 'doc', 'docx', 'odt', 'rtf')),
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- POST v1 bug_report/ (spec section 3, Bug report).
CREATE TABLE bug_reports (
  id bigserial PRIMARY KEY,
  contacts text NOT NULL,
  bug text NOT NULL,
  file_id bigint REFERENCES submission_files (id),
  user_id bigint REFERENCES users (id),
  page text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- POST v1 vacancy/ (spec section 3, Vacancy application).
CREATE TABLE vacancy_applications (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  birthday date NOT NULL,
  contacts text NOT NULL,
  vacancy text NOT NULL,
  accept_rules boolean NOT NULL CHECK (accept_rules),
  file_id bigint REFERENCES submission_files (id),
  user_id bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The file an e-mail of the outbox carries (the sandbox outbox offers it for download).
ALTER TABLE outbox ADD COLUMN attachment_file_id bigint REFERENCES submission_files (id);

-- News and promotions of the chain (/news). body: paragraphs separated by a blank line.
CREATE TABLE news_items (
  id bigserial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('news', 'promo')),
  title text NOT NULL,
  lead text NOT NULL,
  body text NOT NULL,
  image text NOT NULL,
  link_href text,
  link_label text,
  published_on date NOT NULL,
  until_on date,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_items_published ON news_items (published_on DESC, id DESC);
