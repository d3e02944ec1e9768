CREATE TABLE "job_search" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"application_deadline" date,
	"category_id" uuid,
	"industry_id" uuid,
	"job_type_id" uuid,
	"salary_range_id" uuid,
	"experience_level_id" uuid,
	"education_level_id" uuid,
	"location_id" uuid,
	"skill_keys" text[] NOT NULL,
	"term_ids" integer[] NOT NULL,
	"title_ids" integer[] NOT NULL,
	"skill_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term" text NOT NULL,
	CONSTRAINT "search_terms_term_unique" UNIQUE("term")
);
--> statement-breakpoint
DROP INDEX "jobs_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "job_search" ADD CONSTRAINT "job_search_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_search_created_idx" ON "job_search" USING btree ("created_at" DESC,"job_id" DESC);--> statement-breakpoint
CREATE INDEX "job_search_term_ids_idx" ON "job_search" USING gin ("term_ids");--> statement-breakpoint
CREATE INDEX "job_search_hit_ids_idx" ON "job_search" USING gin (("title_ids" || "skill_ids"));--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);