-- Every API instance keeps recent search answers in memory (modules/catalogue/search-cache.ts) and drops them
-- when it hears `catalogue_changed`: any statement that changes what a search shows (a seat held, sold or
-- released; a trip, bus, company or city edited) notifies at commit. Row triggers, so that a statement that
-- changes nothing (the hold sweeper finding no expired hold) keeps the caches; PostgreSQL folds identical
-- notifications of one transaction into one, so a booking of five seats sends one.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER booking_seats_notify_catalogue AFTER INSERT OR UPDATE OR DELETE ON booking_seats
  FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER trips_notify_catalogue AFTER INSERT OR UPDATE OR DELETE ON trips
  FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER buses_notify_catalogue AFTER INSERT OR UPDATE OR DELETE ON buses
  FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER companies_notify_catalogue AFTER INSERT OR UPDATE OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER cities_notify_catalogue AFTER INSERT OR UPDATE OR DELETE ON cities
  FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
