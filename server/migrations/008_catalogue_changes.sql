-- Every change of what the playbill, the cities and the session pages show (issue 13) tells the
-- servers at once: a statement-level trigger on each catalogue table sends NOTIFY
-- catalogue_changed (delivered at commit, not at all on rollback), and each server drops its
-- response cache. Seat availability is never cached, so sales change nothing here.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER cities_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER cinemas_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cinemas
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER halls_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON halls
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER films_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON films
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER film_tags_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON film_tags
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER sessions_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER session_prices_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON session_prices
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
