CREATE INDEX "skills_name_en_key_idx" ON "skills" USING btree (lower(normalize("name_en", NFC)));--> statement-breakpoint
CREATE INDEX "skills_name_ne_key_idx" ON "skills" USING btree (lower(normalize("name_ne", NFC)));--> statement-breakpoint
-- search_skill_names runs three times per job write (the jobs trigger, and twice in job_search_sync): with these
-- expression indexes it probes the job's few keys (~0.05 ms) instead of normalizing every skills-list name of a
-- sequential scan (~0.7 ms); the list is small, so the planner would scan it unless told not to.
CREATE OR REPLACE FUNCTION search_skill_names(keys text[]) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE
SET enable_seqscan = off AS $$
  SELECT coalesce(string_agg(lower(normalize(s.name_en, NFC)) || ' ' || lower(normalize(s.name_ne, NFC)), ' '), '')
  FROM skills s
  WHERE cardinality(keys) > 0
    AND (lower(normalize(s.name_en, NFC)) = ANY (keys) OR lower(normalize(s.name_ne, NFC)) = ANY (keys))
$$;
