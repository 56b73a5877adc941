ALTER TABLE "bookings" ADD COLUMN "return_boarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "timetables" ADD COLUMN "skipped_dates" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_return_trip_idx" ON "bookings" USING btree ("return_trip_id");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trips_bus_idx" ON "trips" USING btree ("bus_id");