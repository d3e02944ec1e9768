CREATE TABLE "user_counts" (
	"role" text NOT NULL,
	"is_active" boolean NOT NULL,
	"approval" text NOT NULL,
	"shard" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "user_counts_role_is_active_approval_shard_pk" PRIMARY KEY("role","is_active","approval","shard")
);
--> statement-breakpoint
DROP INDEX "jobs_status_created_idx";--> statement-breakpoint
DROP INDEX "jobs_created_idx";--> statement-breakpoint
DROP INDEX "users_role_created_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, sort_name || ' ' || translate(email, '@._-+', '     ') || ' ' || email)) STORED;--> statement-breakpoint
CREATE INDEX "audit_log_entity_seq_idx" ON "audit_log" USING btree ("entity","seq");--> statement-breakpoint
CREATE INDEX "audit_log_action_seq_idx" ON "audit_log" USING btree ("action","seq");--> statement-breakpoint
CREATE INDEX "audit_log_actor_seq_idx" ON "audit_log" USING btree ("actor_id","seq");--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_idx" ON "audit_log" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "jobs_title_idx" ON "jobs" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "jobs_admin_search_idx" ON "jobs" USING gin (to_tsvector('simple'::regconfig, "search_text"));--> statement-breakpoint
CREATE INDEX "users_role_name_idx" ON "users" USING btree ("role","sort_name","id");--> statement-breakpoint
CREATE INDEX "users_role_email_idx" ON "users" USING btree ("role","email");--> statement-breakpoint
CREATE INDEX "users_search_doc_idx" ON "users" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" USING btree ("status","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
-- users.sort_name follows the profile's name (seeker and admin full name, employer company name): set for the
-- rows of each INSERT or UPDATE statement on a profile table (one pass per statement), only where it changes.
CREATE FUNCTION users_sort_name_from_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE users u SET sort_name = lower(normalize(p.%1$I, NFC)) FROM new_profiles p
      WHERE u.id = p.user_id AND u.sort_name IS DISTINCT FROM lower(normalize(p.%1$I, NFC))',
    TG_ARGV[0]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER seeker_profiles_sort_name_insert AFTER INSERT ON seeker_profiles REFERENCING NEW TABLE AS new_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION users_sort_name_from_profiles('full_name');--> statement-breakpoint
CREATE TRIGGER seeker_profiles_sort_name_update AFTER UPDATE ON seeker_profiles REFERENCING NEW TABLE AS new_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION users_sort_name_from_profiles('full_name');--> statement-breakpoint
CREATE TRIGGER employer_profiles_sort_name_insert AFTER INSERT ON employer_profiles REFERENCING NEW TABLE AS new_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION users_sort_name_from_profiles('company_name');--> statement-breakpoint
CREATE TRIGGER employer_profiles_sort_name_update AFTER UPDATE ON employer_profiles REFERENCING NEW TABLE AS new_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION users_sort_name_from_profiles('company_name');--> statement-breakpoint
CREATE TRIGGER admin_profiles_sort_name_insert AFTER INSERT ON admin_profiles REFERENCING NEW TABLE AS new_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION users_sort_name_from_profiles('full_name');--> statement-breakpoint
CREATE TRIGGER admin_profiles_sort_name_update AFTER UPDATE ON admin_profiles REFERENCING NEW TABLE AS new_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION users_sort_name_from_profiles('full_name');--> statement-breakpoint
UPDATE users u SET sort_name = lower(normalize(p.full_name, NFC)) FROM seeker_profiles p
  WHERE u.id = p.user_id AND u.role = 'job_seeker';--> statement-breakpoint
UPDATE users u SET sort_name = lower(normalize(p.company_name, NFC)) FROM employer_profiles p
  WHERE u.id = p.user_id;--> statement-breakpoint
UPDATE users u SET sort_name = lower(normalize(p.full_name, NFC)) FROM admin_profiles p
  WHERE u.id = p.user_id AND u.role = 'admin';--> statement-breakpoint
-- user_counts: the approval key of a user row, and the counters' upkeep. Inserts and deletes are counted per
-- statement (a bulk insert of a million seekers adds one row per key); an update only when it moves a user to
-- another key. Each statement adds to one of eight shards at random, so concurrent writers seldom share a row.
CREATE FUNCTION user_count_approval(role text, approval_status text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN role = 'employer' THEN coalesce(approval_status, 'pending') ELSE '' END
$$;--> statement-breakpoint
CREATE FUNCTION user_counts_add(role text, is_active boolean, approval text, delta bigint, shard integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO user_counts (role, is_active, approval, shard, n) VALUES (role, is_active, approval, shard, delta)
    ON CONFLICT (role, is_active, approval, shard) DO UPDATE SET n = user_counts.n + excluded.n
$$;--> statement-breakpoint
-- The rows a statement adds to are taken in key order and in one shard, so two writers never wait for each
-- other in opposite orders (no deadlock).
CREATE FUNCTION user_counts_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shard integer := floor(random() * 8)::integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM user_counts_add(g.role, g.is_active, g.approval, g.n, shard) FROM (
      SELECT role, is_active, user_count_approval(role, approval_status) AS approval, count(*) AS n
      FROM new_users GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) g;
  ELSE
    PERFORM user_counts_add(g.role, g.is_active, g.approval, -g.n, shard) FROM (
      SELECT role, is_active, user_count_approval(role, approval_status) AS approval, count(*) AS n
      FROM old_users GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) g;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION user_counts_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shard integer := floor(random() * 8)::integer;
BEGIN
  PERFORM user_counts_add(c.role, c.is_active, c.approval, c.delta, shard) FROM (VALUES
      (OLD.role, OLD.is_active, user_count_approval(OLD.role, OLD.approval_status), -1),
      (NEW.role, NEW.is_active, user_count_approval(NEW.role, NEW.approval_status), 1)
    ) AS c(role, is_active, approval, delta)
    ORDER BY c.role, c.is_active, c.approval;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_statement();--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_users
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_statement();--> statement-breakpoint
CREATE TRIGGER users_count_update AFTER UPDATE OF role, is_active, approval_status ON users FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.is_active IS DISTINCT FROM NEW.is_active
    OR user_count_approval(OLD.role, OLD.approval_status) IS DISTINCT FROM user_count_approval(NEW.role, NEW.approval_status))
  EXECUTE FUNCTION user_counts_row();--> statement-breakpoint
INSERT INTO user_counts (role, is_active, approval, shard, n)
  SELECT role, is_active, user_count_approval(role, approval_status), 0, count(*) FROM users
  GROUP BY role, is_active, user_count_approval(role, approval_status);
