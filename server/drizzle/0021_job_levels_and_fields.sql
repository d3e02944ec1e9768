CREATE TABLE "job_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_ne" text NOT NULL,
	"key" text NOT NULL,
	"order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_levels_key_unique" UNIQUE("key")
);
--> statement-breakpoint
DROP INDEX "jobs_open_listing_idx";--> statement-breakpoint
ALTER TABLE "job_search" ADD COLUMN "job_level_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "job_level_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "vacancies" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_min" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_max" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "contact_person" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "how_to_apply" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "benefits" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_job_level_id_job_levels_id_fk" FOREIGN KEY ("job_level_id") REFERENCES "public"."job_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_open_listing_idx" ON "jobs" USING btree ("created_at" DESC,"id" DESC,"application_deadline","category_id","location_id","job_type_id","industry_id","experience_level_id","education_level_id","salary_range_id","job_level_id") WHERE "jobs"."status" = 'open';--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_vacancies_range" CHECK ("jobs"."vacancies" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_min_range" CHECK ("jobs"."salary_min" >= 0);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_order" CHECK ("jobs"."salary_max" >= "jobs"."salary_min");--> statement-breakpoint
-- job_search carries the job level too (the public list's job level filter on keyword searches). Existing rows
-- keep null: no job had a level before this migration.
CREATE OR REPLACE FUNCTION job_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM job_search s USING new_jobs n WHERE s.job_id = n.id;
  END IF;
  INSERT INTO search_terms (term)
    SELECT DISTINCT w FROM new_jobs n
      JOIN users u ON u.id = n.employer_id AND u.is_active AND u.deleted_at IS NULL,
      unnest(search_words(n.search_text) || search_words(lower(normalize(n.title, NFC)))
        || search_words(array_to_string(n.skill_keys, ' ') || ' ' || search_skill_names(n.skill_keys))) AS w
    WHERE n.status = 'open' AND NOT EXISTS (SELECT 1 FROM search_terms t WHERE t.term = w)
    ORDER BY w
    ON CONFLICT DO NOTHING;
  INSERT INTO job_search (job_id, created_at, application_deadline, category_id, industry_id, job_type_id,
      salary_range_id, experience_level_id, education_level_id, location_id, job_level_id, skill_keys, term_ids,
      title_ids, skill_ids)
    SELECT n.id, n.created_at, n.application_deadline, n.category_id, n.industry_id, n.job_type_id,
      n.salary_range_id, n.experience_level_id, n.education_level_id, n.location_id, n.job_level_id, n.skill_keys,
      search_term_ids(search_words(n.search_text)),
      search_term_ids(search_words(lower(normalize(n.title, NFC)))),
      search_term_ids(search_words(array_to_string(n.skill_keys, ' ') || ' ' || search_skill_names(n.skill_keys)))
    FROM new_jobs n JOIN users u ON u.id = n.employer_id AND u.is_active AND u.deleted_at IS NULL
    WHERE n.status = 'open';
  RETURN NULL;
END;
$$;
