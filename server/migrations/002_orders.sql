-- Selling seats: browser sessions, orders, the per-session seat inventory, tickets, session
-- info and the outbox of the sandbox mail provider. Plain SQL for PGlite and PostgreSQL.

-- A browser: the HttpOnly cookie carries a random token, only its SHA-256 is stored.
-- user_id: accounts arrive in issue 5 (no users table yet, so no foreign key).
CREATE TABLE web_sessions (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);

-- The number buyers see; ids stay internal.
CREATE SEQUENCE order_number_seq START 100001;

CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  number text NOT NULL UNIQUE DEFAULT nextval('order_number_seq')::text,
  session_id integer NOT NULL REFERENCES sessions (id),
  web_session_id bigint NOT NULL REFERENCES web_sessions (id),
  -- Issue 5 ties orders to accounts; no users table yet, so no foreign key.
  user_id bigint,
  status text NOT NULL CHECK (status IN ('unpaid', 'paid', 'cancelled', 'expired')),
  phone text,
  email text NOT NULL,
  -- Whole roubles, from session_prices at the moment of the hold.
  amount integer NOT NULL CHECK (amount >= 0),
  bonus_pay integer NOT NULL DEFAULT 0 CHECK (bonus_pay >= 0),
  -- Capability token of the sandbox bank page, set by payment/pay/.
  payment_token text UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE INDEX orders_owner_idx ON orders (web_session_id, created_at);
CREATE INDEX orders_unpaid_expiry_idx ON orders (expires_at) WHERE status = 'unpaid';

-- One row per seat per session, created lazily by the first hold; no row reads as free.
-- An expired hold (hold_expires_at <= the database clock) also reads as free.
CREATE TABLE session_seats (
  session_id integer NOT NULL REFERENCES sessions (id),
  seat_id integer NOT NULL REFERENCES seats (id),
  status text NOT NULL CHECK (status IN ('free', 'held', 'sold')),
  order_id bigint REFERENCES orders (id),
  hold_expires_at timestamptz,
  PRIMARY KEY (session_id, seat_id)
);
CREATE INDEX session_seats_order_idx ON session_seats (order_id);

CREATE TABLE order_seats (
  order_id bigint NOT NULL REFERENCES orders (id),
  seat_id integer NOT NULL REFERENCES seats (id),
  price integer NOT NULL CHECK (price >= 0),
  PRIMARY KEY (order_id, seat_id)
);

CREATE TABLE tickets (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  session_id integer NOT NULL REFERENCES sessions (id),
  seat_id integer NOT NULL REFERENCES seats (id),
  -- Random and unguessable: it is what the QR code carries.
  code text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('live', 'void')),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The last line of defence: a seat of a session has at most one live ticket.
CREATE UNIQUE INDEX tickets_live_seat_idx ON tickets (session_id, seat_id) WHERE status = 'live';
CREATE INDEX tickets_order_idx ON tickets (order_id);

-- The info step of the purchase popup. Scope: one session, or a film (optionally at one
-- cinema); the narrowest scope wins.
CREATE TABLE session_info (
  id serial PRIMARY KEY,
  session_id integer REFERENCES sessions (id),
  film_id integer REFERENCES films (id),
  cinema_id integer REFERENCES cinemas (id),
  title text,
  body text NOT NULL,
  video text,
  images jsonb NOT NULL DEFAULT '[]',
  button text,
  agree boolean NOT NULL DEFAULT false,
  CHECK (session_id IS NOT NULL OR film_id IS NOT NULL)
);
CREATE INDEX session_info_session_idx ON session_info (session_id);
CREATE INDEX session_info_film_idx ON session_info (film_id);

-- Messages of the sandbox mail (and later SMS) provider, written in the transaction that
-- caused them; /sandbox/outbox lists them.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  body_html text,
  order_id bigint REFERENCES orders (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
