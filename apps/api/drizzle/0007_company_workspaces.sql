CREATE TYPE "public"."booking_channel" AS ENUM('online', 'counter', 'ussd');--> statement-breakpoint
CREATE TYPE "public"."company_role" AS ENUM('manager', 'agent', 'conductor');--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"role" "company_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"role" "company_role" NOT NULL,
	"email" text,
	"phone" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by" uuid,
	"partner_request_id" uuid,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_email_or_phone" CHECK ("invitations"."email" is not null or "invitations"."phone" is not null),
	CONSTRAINT "invitations_language_known" CHECK ("invitations"."language" in ('fr', 'en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "passengers" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "channel" "booking_channel" DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sold_by" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "commission_rate" integer DEFAULT 800 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "delay_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "delay_reason" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_partner_request_id_partner_requests_id_fk" FOREIGN KEY ("partner_request_id") REFERENCES "public"."partner_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_company_idx" ON "invitations" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sold_by_users_id_fk" FOREIGN KEY ("sold_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The composite foreign keys below need their unique target first (drizzle-kit writes it after them).
CREATE UNIQUE INDEX "buses_id_company_key" ON "buses" USING btree ("id","company_id");--> statement-breakpoint
ALTER TABLE "timetables" ADD CONSTRAINT "timetables_bus_company_fk" FOREIGN KEY ("bus_id","company_id") REFERENCES "public"."buses"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_bus_company_fk" FOREIGN KEY ("bus_id","company_id") REFERENCES "public"."buses"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trips_company_departs_idx" ON "trips" USING btree ("company_id","departs_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_language_known" CHECK ("bookings"."language" in ('fr', 'en', 'es'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_commission_rate_range" CHECK ("companies"."commission_rate" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_delay_range" CHECK ("trips"."delay_minutes" between 0 and 1440);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" in ('fr', 'en', 'es'));