CREATE TABLE "password_attempts" (
	"key_hash" text NOT NULL,
	"address" text NOT NULL,
	"attempts" integer NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "password_attempts_key_hash_address_pk" PRIMARY KEY("key_hash","address")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sign_in_alert_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "password_attempts_last_idx" ON "password_attempts" USING btree ("last_attempt_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";