ALTER TABLE "search_terms" ADD COLUMN "roman" text;--> statement-breakpoint
CREATE INDEX "search_terms_roman_trgm_idx" ON "search_terms" USING gin ("roman" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_roman_pending_idx" ON "search_terms" USING btree ("id") WHERE "search_terms"."roman" is null;