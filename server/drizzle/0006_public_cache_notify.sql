-- The in-process public cache (server/src/public-cache) of every instance empties itself on a notification on
-- channel portal_public_cache. Statement-level triggers on every table a public answer (job list, job detail,
-- lookup list) reads, so any writer — the API, the admin tools, seeds, plain SQL — reaches every instance.
-- NOTIFY is sent at commit (not at all on rollback) and identical ones in one transaction are sent once.
CREATE OR REPLACE FUNCTION notify_public_cache() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_public_cache', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER jobs_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();--> statement-breakpoint
-- Company name and logo show in lists and details; approval and deactivation may decide what is listed.
CREATE TRIGGER employer_profiles_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON employer_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();--> statement-breakpoint
CREATE TRIGGER users_public_cache AFTER UPDATE OF is_active, approval_status, role OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();--> statement-breakpoint
-- A job detail carries its attachment's file name.
CREATE TRIGGER files_public_cache AFTER UPDATE OF file_name OR DELETE ON files
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();--> statement-breakpoint
CREATE TRIGGER categories_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();--> statement-breakpoint
CREATE TRIGGER locations_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();--> statement-breakpoint
CREATE TRIGGER job_types_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_types
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();--> statement-breakpoint
CREATE TRIGGER experience_levels_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON experience_levels
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();--> statement-breakpoint
CREATE TRIGGER education_levels_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON education_levels
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();--> statement-breakpoint
CREATE TRIGGER salary_ranges_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON salary_ranges
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();--> statement-breakpoint
CREATE TRIGGER skills_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON skills
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();--> statement-breakpoint
CREATE TRIGGER industries_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON industries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();
