-- The short boarding code (DESIGN §10, packages/shared/src/boarding-code.ts): 8 characters of an alphabet
-- without 0/O/1/I/L, drawn from gen_random_uuid() (a strong random source), for every booking whatever inserts it.
CREATE FUNCTION boarding_code() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE h text := md5(gen_random_uuid()::text); c text := '';
BEGIN
  FOR i IN 0..7 LOOP
    c := c || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + get_byte(decode(substr(h, 2 * i + 1, 2), 'hex'), 0) % 31, 1);
  END LOOP;
  RETURN c;
END $$;--> statement-breakpoint
CREATE TABLE "boardings" (
	"trip_id" uuid NOT NULL,
	"seat_number" integer NOT NULL,
	"booking_id" uuid NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"boarded_by" uuid,
	"device_id" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boardings_trip_id_seat_number_pk" PRIMARY KEY("trip_id","seat_number")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "boarding_code" text DEFAULT boarding_code() NOT NULL;--> statement-breakpoint
ALTER TABLE "boardings" ADD CONSTRAINT "boardings_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boardings" ADD CONSTRAINT "boardings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boardings" ADD CONSTRAINT "boardings_boarded_by_users_id_fk" FOREIGN KEY ("boarded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boardings_booking_idx" ON "boardings" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_boarding_code_key" ON "bookings" USING btree ("boarding_code");--> statement-breakpoint
-- Now that the column exists, draw again while a code is taken, so that an insert never fails on the unique index.
CREATE OR REPLACE FUNCTION boarding_code() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE h text; c text;
BEGIN
  LOOP
    h := md5(gen_random_uuid()::text);
    c := '';
    FOR i IN 0..7 LOOP
      c := c || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + get_byte(decode(substr(h, 2 * i + 1, 2), 'hex'), 0) % 31, 1);
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM bookings WHERE boarding_code = c);
  END LOOP;
  RETURN c;
END $$;
