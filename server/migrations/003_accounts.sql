-- Accounts (issue 5): users signed in by phone with a code or a password, their children,
-- sign-in codes, rate-limit events, the wishlist and linked social accounts. Plain SQL for
-- PGlite and PostgreSQL.

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  phone text NOT NULL UNIQUE CHECK (phone ~ '^[0-9]{11}$'),
  phone_confirmed boolean NOT NULL DEFAULT false,
  -- 'scrypt$N$r$p$salt$hash' (base64url); null until the user sets a password.
  password_hash text,
  email text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  first_name text NOT NULL DEFAULT '',
  patronymic text NOT NULL DEFAULT '',
  -- Locked once set (spec section 3).
  birthday date,
  gender smallint CHECK (gender IN (0, 1)),
  accept_rules boolean NOT NULL DEFAULT false,
  -- File name under DATA_DIR/uploads, served at /uploads/<name>.
  avatar text,
  movies_notify boolean NOT NULL DEFAULT false,
  show_photo boolean NOT NULL DEFAULT false,
  city text NOT NULL DEFAULT '',
  district text NOT NULL DEFAULT '',
  region_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_children (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  birthday date NOT NULL,
  gender smallint NOT NULL CHECK (gender IN (0, 1)),
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX user_children_user_idx ON user_children (user_id, sort);

-- A code sent by SMS or flash call. Only a salted SHA-256 of it is stored. A code is spent by
-- a successful verify (used_at) or voided by too many wrong attempts.
CREATE TABLE auth_codes (
  id bigserial PRIMARY KEY,
  phone text NOT NULL CHECK (phone ~ '^[0-9]{11}$'),
  purpose text NOT NULL CHECK (purpose IN ('auth', 'reg', 'forget')),
  type text NOT NULL CHECK (type IN ('sms', 'flashcall')),
  code_salt text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_codes_phone_idx ON auth_codes (phone, created_at);

-- Events counted by the rate limits (failed passwords per phone and per address, code
-- requests per address). In the database so every node sees the same counts.
CREATE TABLE rate_events (
  id bigserial PRIMARY KEY,
  bucket text NOT NULL,
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_events_key_idx ON rate_events (bucket, key, created_at);

CREATE TABLE wishlist (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  film_id integer NOT NULL REFERENCES films (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, film_id)
);

CREATE TABLE social_links (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  network text NOT NULL CHECK (network IN ('vk')),
  external_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, network),
  UNIQUE (network, external_id)
);

-- Migration 002 left these without foreign keys because users did not exist yet.
ALTER TABLE web_sessions
  ADD CONSTRAINT web_sessions_user_fk FOREIGN KEY (user_id) REFERENCES users (id);
ALTER TABLE orders ADD CONSTRAINT orders_user_fk FOREIGN KEY (user_id) REFERENCES users (id);
CREATE INDEX orders_user_idx ON orders (user_id, created_at);
-- Guest orders that join an account when its phone signs in.
CREATE INDEX orders_guest_phone_idx ON orders (phone) WHERE user_id IS NULL;
