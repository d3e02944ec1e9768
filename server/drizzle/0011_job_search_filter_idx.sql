CREATE INDEX "job_search_category_idx" ON "job_search" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "job_search_location_idx" ON "job_search" USING btree ("location_id");