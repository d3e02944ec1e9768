-- Bilingual lookups (issue 15): a job's search text also holds the English AND Nepali names of its category,
-- industry, location and job type, the custom texts of the Other choices, and both names of every skills-list
-- item one of its skills names (in either language), so "लेखा" finds an all-English job in Accounting and
-- "accounting" a Nepali ad in that category. Skill words in either language count as skill matches (relevance).

-- Both names (lower-cased NFC, space-joined) of the skills-list items whose English or Nepali name is one of
-- `keys` (a job's skill_keys). A skill the list does not know adds nothing.
CREATE OR REPLACE FUNCTION search_skill_names(keys text[]) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(lower(normalize(s.name_en, NFC)) || ' ' || lower(normalize(s.name_ne, NFC)), ' '), '')
  FROM skills s
  WHERE cardinality(keys) > 0
    AND (lower(normalize(s.name_en, NFC)) = ANY (keys) OR lower(normalize(s.name_ne, NFC)) = ANY (keys))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.skill_keys := ARRAY(SELECT DISTINCT lower(normalize(btrim(s), NFC)) FROM unnest(NEW.skills) AS s WHERE btrim(s) <> '');
  NEW.search_text := lower(normalize(concat_ws(' ',
    NEW.title,
    NEW.description,
    (SELECT ep.company_name FROM employer_profiles ep WHERE ep.user_id = NEW.employer_id),
    array_to_string(NEW.skills, ' '),
    (SELECT c.name_en || ' ' || c.name_ne FROM categories c WHERE c.id = NEW.category_id),
    (SELECT i.name_en || ' ' || i.name_ne FROM industries i WHERE i.id = NEW.industry_id),
    (SELECT l.name_en || ' ' || l.name_ne FROM locations l WHERE l.id = NEW.location_id),
    (SELECT t.name_en || ' ' || t.name_ne FROM job_types t WHERE t.id = NEW.job_type_id),
    NEW.custom_category,
    NEW.custom_industry,
    NEW.custom_location,
    search_skill_names(NEW.skill_keys)
  ), NFC));
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- As in 0010, with the skills-list names of the job's skills among its skill words (skill_ids).
CREATE OR REPLACE FUNCTION job_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM job_search s USING new_jobs n WHERE s.job_id = n.id;
  END IF;
  INSERT INTO search_terms (term)
    SELECT DISTINCT w FROM new_jobs n,
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
    FROM new_jobs n WHERE n.status = 'open';
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A renamed lookup item must find its jobs by the new name and no longer by the old one: re-run the jobs
-- triggers for the jobs using it (as employer_company_search_refresh does for a renamed company).
CREATE OR REPLACE FUNCTION lookup_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE jobs SET updated_at = updated_at WHERE %I = $1', TG_ARGV[0]) USING NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER categories_search_refresh AFTER UPDATE OF name_en, name_ne ON categories FOR EACH ROW
  WHEN (OLD.name_en IS DISTINCT FROM NEW.name_en OR OLD.name_ne IS DISTINCT FROM NEW.name_ne)
  EXECUTE FUNCTION lookup_search_refresh('category_id');--> statement-breakpoint
CREATE TRIGGER industries_search_refresh AFTER UPDATE OF name_en, name_ne ON industries FOR EACH ROW
  WHEN (OLD.name_en IS DISTINCT FROM NEW.name_en OR OLD.name_ne IS DISTINCT FROM NEW.name_ne)
  EXECUTE FUNCTION lookup_search_refresh('industry_id');--> statement-breakpoint
CREATE TRIGGER locations_search_refresh AFTER UPDATE OF name_en, name_ne ON locations FOR EACH ROW
  WHEN (OLD.name_en IS DISTINCT FROM NEW.name_en OR OLD.name_ne IS DISTINCT FROM NEW.name_ne)
  EXECUTE FUNCTION lookup_search_refresh('location_id');--> statement-breakpoint
CREATE TRIGGER job_types_search_refresh AFTER UPDATE OF name_en, name_ne ON job_types FOR EACH ROW
  WHEN (OLD.name_en IS DISTINCT FROM NEW.name_en OR OLD.name_ne IS DISTINCT FROM NEW.name_ne)
  EXECUTE FUNCTION lookup_search_refresh('job_type_id');--> statement-breakpoint
-- Skills are matched by name: a new, renamed or deleted skills-list item changes the jobs naming its old or new
-- names (in either language).
CREATE OR REPLACE FUNCTION skill_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  names text[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    names := names || lower(normalize(OLD.name_en, NFC)) || lower(normalize(OLD.name_ne, NFC));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    names := names || lower(normalize(NEW.name_en, NFC)) || lower(normalize(NEW.name_ne, NFC));
  END IF;
  UPDATE jobs SET updated_at = updated_at WHERE skill_keys && names;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER skills_search_refresh AFTER INSERT OR DELETE ON skills FOR EACH ROW
  EXECUTE FUNCTION skill_search_refresh();--> statement-breakpoint
CREATE TRIGGER skills_search_rename AFTER UPDATE OF name_en, name_ne ON skills FOR EACH ROW
  WHEN (OLD.name_en IS DISTINCT FROM NEW.name_en OR OLD.name_ne IS DISTINCT FROM NEW.name_ne)
  EXECUTE FUNCTION skill_search_refresh();--> statement-breakpoint
UPDATE jobs SET updated_at = updated_at;
