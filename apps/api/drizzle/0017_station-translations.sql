ALTER TABLE "companies" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "description_es" text;