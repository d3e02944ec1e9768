-- The words of a text: split on ASCII whitespace only, distinct. A query word is split on any whitespace, so it
-- never contains one and occurs in the text exactly when it occurs inside one of these words.
CREATE OR REPLACE FUNCTION search_words(text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}'::text[])
  FROM regexp_split_to_table($1, '[ \t\n\r\f\v]+') AS w WHERE w <> ''
$$;--> statement-breakpoint
-- The search_terms ids of words that are all there (job_search_sync adds them first). A word missing would make
-- a job silently unsearchable by it, so that fails loudly instead (it cannot happen in READ COMMITTED).
CREATE OR REPLACE FUNCTION search_term_ids(words text[]) RETURNS integer[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  ids integer[];
BEGIN
  SELECT coalesce(array_agg(id ORDER BY id), '{}'::integer[]) INTO ids FROM search_terms WHERE term = ANY (words);
  IF cardinality(ids) <> cardinality(words) THEN
    RAISE EXCEPTION 'search_terms lacks words of a job: %', words;
  END IF;
  RETURN ids;
END;
$$;--> statement-breakpoint
-- job_search holds every open job's listing columns and word ids; rewritten for the rows of each INSERT or
-- UPDATE statement on jobs (set-based, one pass per statement), removed with the job (foreign key cascade).
-- New words are added in sorted order (concurrent writers lock them in the same order), only those not there
-- yet (a conflicting insert would still use up an identity value).
CREATE OR REPLACE FUNCTION job_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM job_search s USING new_jobs n WHERE s.job_id = n.id;
  END IF;
  INSERT INTO search_terms (term)
    SELECT DISTINCT w FROM new_jobs n,
      unnest(search_words(n.search_text) || search_words(lower(normalize(n.title, NFC)))
        || search_words(array_to_string(n.skill_keys, ' '))) AS w
    WHERE n.status = 'open' AND NOT EXISTS (SELECT 1 FROM search_terms t WHERE t.term = w)
    ORDER BY w
    ON CONFLICT DO NOTHING;
  INSERT INTO job_search (job_id, created_at, application_deadline, category_id, industry_id, job_type_id,
      salary_range_id, experience_level_id, education_level_id, location_id, skill_keys, term_ids, title_ids, skill_ids)
    SELECT n.id, n.created_at, n.application_deadline, n.category_id, n.industry_id, n.job_type_id,
      n.salary_range_id, n.experience_level_id, n.education_level_id, n.location_id, n.skill_keys,
      search_term_ids(search_words(n.search_text)),
      search_term_ids(search_words(lower(normalize(n.title, NFC)))),
      search_term_ids(search_words(array_to_string(n.skill_keys, ' ')))
    FROM new_jobs n WHERE n.status = 'open';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER job_search_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_sync();--> statement-breakpoint
CREATE TRIGGER job_search_update AFTER UPDATE ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_search_sync();--> statement-breakpoint
UPDATE jobs SET updated_at = updated_at WHERE status = 'open';
