-- Film comments and complaints about them (issue 15; docs/decisions/266-268). A comment is a
-- viewer's review of a film: a text and a rating 0-5 (0 only for imported comments without
-- one; the form asks 1-5). A seeded comment has no user. A comment that enough different
-- users complain about is hidden (hidden_at) until a moderator reviews it (reviewed_at): a
-- reviewed comment is shown again and further complaints no longer hide it.
CREATE TABLE film_comments (
  id serial PRIMARY KEY,
  film_id integer NOT NULL REFERENCES films (id),
  -- Kept when the account is deleted: the comment stays under the name it was written with.
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  user_name text NOT NULL,
  body text NOT NULL,
  rate smallint NOT NULL CHECK (rate BETWEEN 0 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  hidden_at timestamptz,
  reviewed_at timestamptz
);
-- The page query: a film's shown comments, newest (highest id) first, below a cursor.
CREATE INDEX film_comments_film_idx ON film_comments (film_id, id DESC) WHERE hidden_at IS NULL;
-- One review per user and film.
CREATE UNIQUE INDEX film_comments_user_film_idx ON film_comments (film_id, user_id)
  WHERE user_id IS NOT NULL;

CREATE TABLE film_comment_complaints (
  comment_id integer NOT NULL REFERENCES film_comments (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('spam', 'abuse', 'dirty-word')),
  -- What the buyer saw when complaining (the comment may change or vanish later).
  comment_author text NOT NULL,
  comment_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- One complaint per user per comment.
  PRIMARY KEY (comment_id, user_id)
);
