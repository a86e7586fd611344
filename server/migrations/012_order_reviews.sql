-- Issue 15: reviews after an order, and the e-mail that tells a buyer about new sessions of a
-- film on their wishlist. Plain SQL for PGlite and PostgreSQL; depends on 001-010 only.

-- One review per order, written by its buyer once the order is paid, edited in place
-- (decision 275): the film's rating and words and the cinema's. film_id and cinema_id are the
-- order's, copied so the film page and a cinema page can list them without walking the order.
CREATE TABLE order_reviews (
  order_id bigint PRIMARY KEY REFERENCES orders (id),
  user_id bigint NOT NULL REFERENCES users (id),
  film_id integer NOT NULL REFERENCES films (id),
  cinema_id integer NOT NULL REFERENCES cinemas (id),
  film_rate smallint NOT NULL CHECK (film_rate BETWEEN 1 AND 5),
  film_body text NOT NULL CHECK (char_length(film_body) BETWEEN 25 AND 2000),
  cinema_rate smallint NOT NULL CHECK (cinema_rate BETWEEN 1 AND 5),
  cinema_body text NOT NULL CHECK (char_length(cinema_body) BETWEEN 25 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_reviews_film_idx ON order_reviews (film_id, created_at);
CREATE INDEX order_reviews_cinema_idx ON order_reviews (cinema_id, created_at);

-- The city the buyer was looking at when they liked the film (the `city` cookie): where new
-- sessions are looked for (decision 278). Null for older rows and likes without a city.
ALTER TABLE wishlist ADD COLUMN city_id integer REFERENCES cities (id);

-- Sessions not yet looked at by the wishlist alerts: every inserted session lands here in the
-- inserting transaction (so it is seen once it commits, whatever the order of commits), and
-- leaves in the transaction that writes the e-mails about it (decision 278).
CREATE TABLE wishlist_session_news (
  session_id integer PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION queue_wishlist_session_news() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO wishlist_session_news (session_id) SELECT id FROM new_sessions;
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_wishlist_news AFTER INSERT ON sessions
  REFERENCING NEW TABLE AS new_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION queue_wishlist_session_news();
