-- A change to a trip or to its seats now names the day the trip departs (`day:YYYY-MM-DD`, the trips'
-- departure_date that searches filter on), and each API instance drops only that day's search answers
-- (modules/catalogue/search-cache.ts): a booking no longer empties every instance's whole cache. An edit of a bus,
-- company or city still notifies with an empty payload, which drops everything. PostgreSQL folds identical
-- notifications of one transaction into one: a booking of five seats on one trip still sends one.
CREATE FUNCTION notify_trip_day_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('catalogue_changed', 'day:' || to_char(OLD.departure_date, 'YYYY-MM-DD'));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('catalogue_changed', 'day:' || to_char(NEW.departure_date, 'YYYY-MM-DD'));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- OLD is null on an insert and NEW on a delete: the trip (or both, should a seat ever move) is found either way.
CREATE FUNCTION notify_seat_day_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', 'day:' || to_char(departure_date, 'YYYY-MM-DD'))
    FROM trips WHERE id IN (OLD.trip_id, NEW.trip_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER trips_notify_catalogue ON trips;
--> statement-breakpoint
CREATE TRIGGER trips_notify_catalogue AFTER INSERT OR UPDATE OR DELETE ON trips
  FOR EACH ROW EXECUTE FUNCTION notify_trip_day_changed();
--> statement-breakpoint
DROP TRIGGER booking_seats_notify_catalogue ON booking_seats;
--> statement-breakpoint
CREATE TRIGGER booking_seats_notify_catalogue AFTER INSERT OR UPDATE OR DELETE ON booking_seats
  FOR EACH ROW EXECUTE FUNCTION notify_seat_day_changed();
