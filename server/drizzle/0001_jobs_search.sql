ALTER TABLE "jobs" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "skill_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_open_listing_idx" ON "jobs" USING btree ("created_at" DESC,"id" DESC) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_category_idx" ON "jobs" USING btree ("category_id","created_at" DESC) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_location_idx" ON "jobs" USING btree ("location_id","created_at" DESC) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_search_trgm_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_skill_keys_idx" ON "jobs" USING gin ("skill_keys");