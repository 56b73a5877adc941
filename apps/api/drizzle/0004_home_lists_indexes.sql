-- The home page's lists (catalogue/repository.ts): the next departure to each city, and the next popular one of
-- each city pair, each found by one index descent (docs/BENCHMARKS.md, "The home page's lists on a million trips").
CREATE INDEX "trips_to_departs_idx" ON "trips" USING btree ("to_city_id","departs_at");--> statement-breakpoint
CREATE INDEX "trips_popular_to_departs_idx" ON "trips" USING btree ("to_city_id","departs_at") WHERE "trips"."popular";--> statement-breakpoint
CREATE INDEX "trips_popular_pair_departs_idx" ON "trips" USING btree ("from_city_id","to_city_id","departs_at") WHERE "trips"."popular";