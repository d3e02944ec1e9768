-- Keyword search and the skills filter read columns kept here, so every writer (API, seeds, admin tools,
-- plain SQL) gets them right. NFC on store; the API normalises queries to NFC too.
CREATE OR REPLACE FUNCTION jobs_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(normalize(concat_ws(' ',
    NEW.title,
    NEW.description,
    (SELECT ep.company_name FROM employer_profiles ep WHERE ep.user_id = NEW.employer_id),
    array_to_string(NEW.skills, ' ')
  ), NFC));
  NEW.skill_keys := ARRAY(SELECT DISTINCT lower(normalize(btrim(s), NFC)) FROM unnest(NEW.skills) AS s WHERE btrim(s) <> '');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER jobs_search_fields BEFORE INSERT OR UPDATE ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_search_fields();--> statement-breakpoint
-- A renamed company must still be found by its new name: re-run the jobs trigger for its jobs.
CREATE OR REPLACE FUNCTION employer_company_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET updated_at = updated_at WHERE employer_id = NEW.user_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER employer_company_search_refresh AFTER UPDATE OF company_name ON employer_profiles
  FOR EACH ROW WHEN (OLD.company_name IS DISTINCT FROM NEW.company_name)
  EXECUTE FUNCTION employer_company_search_refresh();--> statement-breakpoint
UPDATE jobs SET updated_at = updated_at;
