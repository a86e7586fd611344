-- The catalogue of the chain: where films are shown (cities, cinemas, halls, seats, exits),
-- what is shown (films, tags) and when (sessions with prices per seat zone).
-- Plain SQL that runs unchanged on PGlite and PostgreSQL.

CREATE TABLE cities (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  -- IANA zone: "today" and session times are the city's local time.
  timezone text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE cinemas (
  id serial PRIMARY KEY,
  city_id integer NOT NULL REFERENCES cities (id),
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  short_name text NOT NULL,
  address text NOT NULL,
  link text NOT NULL,
  img text NOT NULL,
  is_separate_cinema boolean NOT NULL DEFAULT false,
  no_bonus boolean NOT NULL DEFAULT false,
  rent boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX cinemas_city_idx ON cinemas (city_id, sort);

CREATE TABLE halls (
  id serial PRIMARY KEY,
  cinema_id integer NOT NULL REFERENCES cinemas (id),
  name text NOT NULL,
  -- Scheme units: the seat map is drawn in a width x height box.
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  -- How the generator shaped the hall (shape, rows, aisles, screen); seats hold the truth.
  layout jsonb NOT NULL DEFAULT '{}',
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX halls_cinema_idx ON halls (cinema_id);

CREATE TABLE seats (
  id serial PRIMARY KEY,
  hall_id integer NOT NULL REFERENCES halls (id),
  x integer NOT NULL,
  y integer NOT NULL,
  row_number integer NOT NULL,
  place_number integer NOT NULL,
  -- Price zone: a session has one price per zone.
  zone text NOT NULL CHECK (zone IN ('standard', 'vip')),
  kind text NOT NULL CHECK (kind IN ('normal', 'sofa-left', 'sofa-right', 'vip', 'child')),
  is_child boolean NOT NULL DEFAULT false,
  UNIQUE (hall_id, row_number, place_number)
);

CREATE TABLE enters (
  id serial PRIMARY KEY,
  hall_id integer NOT NULL REFERENCES halls (id),
  x integer NOT NULL,
  y integer NOT NULL,
  -- 0 is the exit point the spec draws first.
  sort integer NOT NULL,
  UNIQUE (hall_id, sort)
);

CREATE TABLE films (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  country text NOT NULL,
  genre text NOT NULL,
  duration integer NOT NULL CHECK (duration > 0),
  age text NOT NULL CHECK (age IN ('0+', '6+', '12+', '16+', '18+')),
  rent text,
  trailer text,
  description text NOT NULL DEFAULT '',
  poster_mobile text NOT NULL,
  poster_desktop text NOT NULL
);

CREATE TABLE film_tags (
  film_id integer NOT NULL REFERENCES films (id),
  tag text NOT NULL CHECK (tag IN ('invites', 'sale', 'pushkin', 'childplace')),
  link text NOT NULL,
  PRIMARY KEY (film_id, tag)
);

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  film_id integer NOT NULL REFERENCES films (id),
  hall_id integer NOT NULL REFERENCES halls (id),
  starts_at timestamptz NOT NULL,
  format text NOT NULL CHECK (format IN ('2D', '3D', 'ScreenX')),
  disabled boolean NOT NULL DEFAULT false,
  deleted boolean NOT NULL DEFAULT false
);
CREATE INDEX sessions_hall_time_idx ON sessions (hall_id, starts_at);
CREATE INDEX sessions_film_idx ON sessions (film_id);

CREATE TABLE session_prices (
  session_id integer NOT NULL REFERENCES sessions (id),
  zone text NOT NULL CHECK (zone IN ('standard', 'vip')),
  -- Whole roubles.
  price integer NOT NULL CHECK (price > 0),
  PRIMARY KEY (session_id, zone)
);
