-- A deactivated employer's jobs leave the public site (the list, keyword search, the home counts, alerts, the
-- job page) and take no applications, without being closed: reactivating the employer lists them again.
-- job_search holds only listed jobs, so it also needs the employer to be active (and not deleted).
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
      salary_range_id, experience_level_id, education_level_id, location_id, skill_keys, term_ids, title_ids, skill_ids)
    SELECT n.id, n.created_at, n.application_deadline, n.category_id, n.industry_id, n.job_type_id,
      n.salary_range_id, n.experience_level_id, n.education_level_id, n.location_id, n.skill_keys,
      search_term_ids(search_words(n.search_text)),
      search_term_ids(search_words(lower(normalize(n.title, NFC)))),
      search_term_ids(search_words(array_to_string(n.skill_keys, ' ') || ' ' || search_skill_names(n.skill_keys)))
    FROM new_jobs n JOIN users u ON u.id = n.employer_id AND u.is_active AND u.deleted_at IS NULL
    WHERE n.status = 'open';
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- An employer deactivated, reactivated or deleted: re-run the sync of their open jobs (the jobs trigger above).
CREATE OR REPLACE FUNCTION employer_listing_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET updated_at = updated_at WHERE employer_id = NEW.id AND status = 'open';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_listing_refresh AFTER UPDATE OF is_active, deleted_at ON users FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION employer_listing_refresh();--> statement-breakpoint
DELETE FROM job_search s USING jobs j, users u
  WHERE s.job_id = j.id AND u.id = j.employer_id AND (NOT u.is_active OR u.deleted_at IS NOT NULL);
