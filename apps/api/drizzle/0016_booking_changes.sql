CREATE TYPE "public"."booking_change_status" AS ENUM('awaiting_payment', 'applied', 'expired', 'void');--> statement-breakpoint
CREATE TABLE "booking_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" "booking_change_status" NOT NULL,
	"from_trip_id" uuid NOT NULL,
	"to_trip_id" uuid NOT NULL,
	"from_seats" integer[] NOT NULL,
	"to_seats" integer[] NOT NULL,
	"old_total" integer NOT NULL,
	"new_subtotal" integer NOT NULL,
	"new_fee" integer NOT NULL,
	"new_total" integer NOT NULL,
	"amount_due" integer DEFAULT 0 NOT NULL,
	"refund_due" integer DEFAULT 0 NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"requested_by" uuid,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payments_one_success_per_booking";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "change_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_from_trip_id_trips_id_fk" FOREIGN KEY ("from_trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_to_trip_id_trips_id_fk" FOREIGN KEY ("to_trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_booking_idx" ON "booking_changes" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_one_awaiting" ON "booking_changes" USING btree ("booking_id") WHERE "booking_changes"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "booking_changes_awaiting_hold_idx" ON "booking_changes" USING btree ("hold_expires_at") WHERE "booking_changes"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "booking_changes_from_trip_idx" ON "booking_changes" USING btree ("from_trip_id");--> statement-breakpoint
CREATE INDEX "booking_changes_to_trip_idx" ON "booking_changes" USING btree ("to_trip_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_change_id_booking_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."booking_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_per_change" ON "payments" USING btree ("change_id") WHERE "payments"."status" = 'success';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_per_booking" ON "payments" USING btree ("booking_id") WHERE "payments"."status" = 'success' and "payments"."change_id" is null;