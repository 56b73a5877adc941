ALTER TABLE "booking_changes" ADD COLUMN "leg" text DEFAULT 'outbound' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD COLUMN "return_from_trip_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD COLUMN "return_to_trip_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD COLUMN "return_from_seats" integer[];--> statement-breakpoint
ALTER TABLE "booking_changes" ADD COLUMN "return_to_seats" integer[];--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_return_from_trip_id_trips_id_fk" FOREIGN KEY ("return_from_trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_return_to_trip_id_trips_id_fk" FOREIGN KEY ("return_to_trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_return_from_trip_idx" ON "booking_changes" USING btree ("return_from_trip_id");--> statement-breakpoint
CREATE INDEX "booking_changes_return_to_trip_idx" ON "booking_changes" USING btree ("return_to_trip_id");--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_leg" CHECK ("booking_changes"."leg" in ('outbound', 'return', 'both'));--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_return_move" CHECK (("booking_changes"."leg" = 'both') = ("booking_changes"."return_to_trip_id" is not null and "booking_changes"."return_from_trip_id" is not null));