-- The cached seat maps and session info (issue 13, docs/decisions/233) are dropped on every
-- change of what they show besides seat availability: a hall's seats and entrances and the
-- info step's content join the catalogue tables of 008 (same NOTIFY catalogue_changed,
-- delivered at commit). session_seats stays out: seat availability is read per request.
CREATE TRIGGER seats_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON seats
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER enters_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON enters
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER session_info_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON session_info
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
