-- Lobby screen boards (issue 16): who is staff, and each film's premiere date for the cards.
-- Plain SQL for PGlite and PostgreSQL.

-- A staff role on an account. 'lobby_admin' gives the lobby board's screen switchers (spec
-- section 6, admin flag). A table of its own, not a users column: roles are granted and
-- revoked by the chain, and a later role is a new CHECK value, not a new column.
CREATE TABLE staff_roles (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('lobby_admin')),
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role)
);

-- The film's premiere (the chain's first day of showing it); null when not recorded.
ALTER TABLE films ADD COLUMN premiere_date date;

-- A database seeded before this migration: the film's first session stands in for it.
UPDATE films SET premiere_date = (
  SELECT min(starts_at)::date FROM sessions WHERE sessions.film_id = films.id
);
