-- The cinema pages (issue 15, docs/decisions/295-297): what a cinema's own page shows beyond
-- its row in `cinemas`: how to get there (public transport, parking) and the text a maps app
-- searches for to put the pin on the building. One row per cinema, optional: a cinema without
-- one shows its address alone and searches the map for its city and address.
CREATE TABLE cinema_pages (
  cinema_id integer PRIMARY KEY REFERENCES cinemas (id),
  -- Buses, trams, the metro and the stops near the building, as plain text.
  transport text NOT NULL CHECK (length(transport) BETWEEN 1 AND 2000),
  -- Where to leave a car, as plain text.
  parking text NOT NULL CHECK (length(parking) BETWEEN 1 AND 2000),
  -- What the maps link searches for: the city, street and building, without the floor.
  map_query text NOT NULL CHECK (length(map_query) BETWEEN 1 AND 300)
);

-- The page's answer is cached with the catalogue (docs/decisions/233): a change here drops it.
CREATE TRIGGER cinema_pages_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cinema_pages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
