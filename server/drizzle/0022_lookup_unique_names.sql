DROP INDEX "skills_name_en_key_idx";--> statement-breakpoint
DROP INDEX "skills_name_ne_key_idx";--> statement-breakpoint
-- Names already equal but for case or Unicode form get a " (2)", " (3)" … suffix (the oldest keeps its name), so
-- the unique keys can be built without losing an item or a reference to it; an administrator merges them by hand.
DO $$
DECLARE
  t text;
  c text;
  renamed integer;
BEGIN
  FOREACH t IN ARRAY ARRAY['categories', 'skills', 'locations', 'industries', 'job_types', 'experience_levels',
      'education_levels', 'job_levels', 'salary_ranges'] LOOP
    FOREACH c IN ARRAY ARRAY['name_en', 'name_ne'] LOOP
      LOOP
        EXECUTE format($f$
          WITH ranked AS (
            SELECT id, row_number() OVER (PARTITION BY lower(normalize(%1$I, NFC)) ORDER BY created_at, id) AS n
            FROM %2$I)
          UPDATE %2$I x SET %1$I = x.%1$I || ' (' || r.n || ')' FROM ranked r WHERE r.id = x.id AND r.n > 1$f$, c, t);
        GET DIAGNOSTICS renamed = ROW_COUNT;
        EXIT WHEN renamed = 0;
      END LOOP;
    END LOOP;
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_en_key_idx" ON "categories" USING btree (lower(normalize("name_en", NFC)));--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_ne_key_idx" ON "categories" USING btree (lower(normalize("name_ne", NFC)));--> statement-breakpoint
CREATE UNIQUE INDEX "education_levels_name_en_key_idx" ON "education_levels" USING btree (lower(normalize("name_en", NFC)));--> statement-breakpoint
CREATE UNIQUE INDEX "education_levels_name_ne_key_idx" ON "education_levels" USING btree (lower(normalize("name_ne", NFC)));--> statement-breakpoint
CREATE UNIQUE INDEX "experience_levels_name_en_key_idx" ON "experience_levels" USING btree (lower(normalize("name_en", NFC)));--> statement-breakpoint
CREATE UNIQUE INDEX "experience_levels_name_ne_key_idx" ON "experience_levels" USING btree (lower(normalize("name_ne", NFC)));--> statement-breakpoint
CREATE UNIQUE INDEX "industries_name_en_key_idx" ON "industries" USING btree (lower(normalize("name_en", NFC)));--> statement-breakpoint
CREATE UNIQUE INDEX "industries_name_ne_key_idx" ON "industries" USING btree (lower(normalize("name_ne", NFC)));--> statement-breakpoint
CREATE UNIQUE INDEX "job_levels_name_en_key_idx" ON "job_levels" USING btree (lower(normalize("name_en", NFC)));--> statement-breakpoint
CREATE UNIQUE INDEX "job_levels_name_ne_key_idx" ON "job_levels" USING btree (lower(normalize("name_ne", NFC)));--> statement-breakpoint
CREATE UNIQUE INDEX "job_types_name_en_key_idx" ON "job_types" USING btree (lower(normalize("name_en", NFC)));--> statement-breakpoint
CREATE UNIQUE INDEX "job_types_name_ne_key_idx" ON "job_types" USING btree (lower(normalize("name_ne", NFC)));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_en_key_idx" ON "locations" USING btree (lower(normalize("name_en", NFC)));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_ne_key_idx" ON "locations" USING btree (lower(normalize("name_ne", NFC)));--> statement-breakpoint
CREATE UNIQUE INDEX "salary_ranges_name_en_key_idx" ON "salary_ranges" USING btree (lower(normalize("name_en", NFC)));--> statement-breakpoint
CREATE UNIQUE INDEX "salary_ranges_name_ne_key_idx" ON "salary_ranges" USING btree (lower(normalize("name_ne", NFC)));--> statement-breakpoint
CREATE UNIQUE INDEX "skills_name_en_key_idx" ON "skills" USING btree (lower(normalize("name_en", NFC)));--> statement-breakpoint
CREATE UNIQUE INDEX "skills_name_ne_key_idx" ON "skills" USING btree (lower(normalize("name_ne", NFC)));