CREATE TABLE "candidate_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"seeker_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "candidate_invitations_status" CHECK ("candidate_invitations"."status" in ('pending', 'applied', 'declined')),
	CONSTRAINT "candidate_invitations_responded" CHECK (("candidate_invitations"."status" = 'pending') = ("candidate_invitations"."responded_at" is null))
);
--> statement-breakpoint
CREATE TABLE "candidate_search" (
	"seeker_id" uuid PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"location_id" uuid,
	"expected_salary" integer NOT NULL,
	"experience_months" integer NOT NULL,
	"education_keys" text[] NOT NULL,
	"skill_keys" text[] NOT NULL,
	"term_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_views" (
	"employer_id" uuid NOT NULL,
	"seeker_id" uuid NOT NULL,
	"day" date NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_views_employer_id_seeker_id_day_pk" PRIMARY KEY("employer_id","seeker_id","day")
);
--> statement-breakpoint
CREATE TABLE "candidate_visibility" (
	"seeker_id" uuid PRIMARY KEY NOT NULL,
	"visible" boolean NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_invitations" ADD CONSTRAINT "candidate_invitations_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_invitations" ADD CONSTRAINT "candidate_invitations_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_invitations" ADD CONSTRAINT "candidate_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_search" ADD CONSTRAINT "candidate_search_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_views" ADD CONSTRAINT "candidate_views_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_views" ADD CONSTRAINT "candidate_views_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_visibility" ADD CONSTRAINT "candidate_visibility_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_invitations_once_uq" ON "candidate_invitations" USING btree ("job_id","seeker_id");--> statement-breakpoint
CREATE INDEX "candidate_invitations_employer_idx" ON "candidate_invitations" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_invitations_seeker_idx" ON "candidate_invitations" USING btree ("seeker_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_search_updated_idx" ON "candidate_search" USING btree ("updated_at" DESC,"seeker_id" DESC);--> statement-breakpoint
CREATE INDEX "candidate_search_term_ids_idx" ON "candidate_search" USING gin ("term_ids");--> statement-breakpoint
CREATE INDEX "candidate_search_skill_keys_idx" ON "candidate_search" USING gin ("skill_keys");--> statement-breakpoint
CREATE INDEX "candidate_search_location_idx" ON "candidate_search" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "candidate_views_seeker_idx" ON "candidate_views" USING btree ("seeker_id","viewed_at");--> statement-breakpoint
-- The text an employer may search a candidate by: what the candidate page shows (headline, summary, skills and
-- the skills-list names of them in both languages, experience, education with the level's names in both
-- languages, the district in both languages), lower-cased NFC like a job's search text. Never the name or contact.
CREATE OR REPLACE FUNCTION candidate_search_doc(seeker uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(normalize(concat_ws(' ',
    p.headline, p.summary, array_to_string(p.skills, ' '),
    search_skill_names(ARRAY(SELECT DISTINCT lower(normalize(btrim(s), NFC)) FROM unnest(p.skills) s WHERE btrim(s) <> '')),
    l.name_en, l.name_ne, u.custom_location,
    (SELECT string_agg(concat_ws(' ', e.title, e.company, e.location, e.description), ' ')
       FROM experiences e WHERE e.user_id = seeker),
    (SELECT string_agg(concat_ws(' ', el.name_en, el.name_ne, d.custom_degree, d.field_of_study, d.school, d.description), ' ')
       FROM educations d LEFT JOIN education_levels el ON el.key = d.degree WHERE d.user_id = seeker)
  ), NFC))
  FROM seeker_profiles p JOIN users u ON u.id = p.user_id LEFT JOIN locations l ON l.id = u.location_id
  WHERE p.user_id = seeker
$$;--> statement-breakpoint
-- Months of experience: the experience items' spans summed (an item without an end runs to today).
CREATE OR REPLACE FUNCTION candidate_experience_months(seeker uuid) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(greatest(0,
    extract(year FROM age(coalesce(e.end_date, current_date), e.start_date)) * 12
      + extract(month FROM age(coalesce(e.end_date, current_date), e.start_date))))::integer, 0)
  FROM experiences e WHERE e.user_id = seeker
$$;--> statement-breakpoint
-- Of these seekers, the findable ones: visible, active, not deleted, with a profile.
-- Driven from the array (index probes per id), so a one-seeker call stays a few lookups whatever the plan's guess.
CREATE OR REPLACE FUNCTION candidate_findable(seekers uuid[]) RETURNS TABLE (id uuid) LANGUAGE sql STABLE AS $$
  SELECT u.id FROM unnest(seekers) AS s(id)
    JOIN candidate_visibility v ON v.seeker_id = s.id AND v.visible
    JOIN users u ON u.id = s.id
    JOIN seeker_profiles p ON p.user_id = s.id
  WHERE u.is_active AND u.deleted_at IS NULL AND u.role = 'job_seeker'
$$;--> statement-breakpoint
-- Brings candidate_search in step for these seekers: a row for each findable one (visible, active, not
-- deleted, with a profile), none for the others. Upserts, so two writers of one seeker serialize on its row.
CREATE OR REPLACE FUNCTION candidate_search_sync(seekers uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM candidate_search s USING unnest(seekers) AS x(id)
    WHERE s.seeker_id = x.id AND x.id NOT IN (SELECT f.id FROM candidate_findable(seekers) f);
  INSERT INTO search_terms (term)
    SELECT DISTINCT w FROM candidate_findable(seekers) f, unnest(search_words(candidate_search_doc(f.id))) AS w
    WHERE NOT EXISTS (SELECT 1 FROM search_terms t WHERE t.term = w)
    ORDER BY w
    ON CONFLICT DO NOTHING;
  INSERT INTO candidate_search (seeker_id, updated_at, location_id, expected_salary, experience_months,
      education_keys, skill_keys, term_ids)
    SELECT d.seeker_id, now(), u.location_id,
      least(greatest(coalesce(floor((p.preferences->>'expectedSalary')::numeric), 0), 0), 2147483647)::integer,
      candidate_experience_months(d.seeker_id),
      ARRAY(SELECT DISTINCT lower(e.degree) FROM educations e WHERE e.user_id = d.seeker_id AND e.degree <> ''),
      ARRAY(SELECT DISTINCT lower(normalize(btrim(s), NFC)) FROM unnest(p.skills) s WHERE btrim(s) <> ''),
      search_term_ids(search_words(candidate_search_doc(d.seeker_id)))
    FROM (SELECT f.id AS seeker_id FROM candidate_findable(seekers) f) d
      JOIN users u ON u.id = d.seeker_id JOIN seeker_profiles p ON p.user_id = d.seeker_id
    ON CONFLICT (seeker_id) DO UPDATE SET updated_at = EXCLUDED.updated_at, location_id = EXCLUDED.location_id,
      expected_salary = EXCLUDED.expected_salary, experience_months = EXCLUDED.experience_months,
      education_keys = EXCLUDED.education_keys, skill_keys = EXCLUDED.skill_keys, term_ids = EXCLUDED.term_ids;
END;
$$;--> statement-breakpoint
-- Statement triggers: the seekers of the changed rows (the transition table `changed`, column user_id or seeker_id).
CREATE OR REPLACE FUNCTION candidate_search_by_user_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidate_search_sync(ARRAY(SELECT DISTINCT c.user_id FROM changed c));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_search_by_seeker_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidate_search_sync(ARRAY(SELECT DISTINCT c.seeker_id FROM changed c));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_search_by_user_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidate_search_sync(ARRAY[NEW.id]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER candidate_visibility_insert AFTER INSERT ON candidate_visibility REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_by_seeker_id();--> statement-breakpoint
CREATE TRIGGER candidate_visibility_update AFTER UPDATE ON candidate_visibility REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_by_seeker_id();--> statement-breakpoint
CREATE TRIGGER seeker_profiles_candidate_update AFTER UPDATE ON seeker_profiles REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_by_user_id();--> statement-breakpoint
CREATE TRIGGER experiences_candidate_insert AFTER INSERT ON experiences REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_by_user_id();--> statement-breakpoint
CREATE TRIGGER experiences_candidate_update AFTER UPDATE ON experiences REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_by_user_id();--> statement-breakpoint
CREATE TRIGGER experiences_candidate_delete AFTER DELETE ON experiences REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_by_user_id();--> statement-breakpoint
CREATE TRIGGER educations_candidate_insert AFTER INSERT ON educations REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_by_user_id();--> statement-breakpoint
CREATE TRIGGER educations_candidate_update AFTER UPDATE ON educations REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_by_user_id();--> statement-breakpoint
CREATE TRIGGER educations_candidate_delete AFTER DELETE ON educations REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_by_user_id();--> statement-breakpoint
CREATE TRIGGER users_candidate_refresh AFTER UPDATE OF is_active, deleted_at, location_id, custom_location ON users
  FOR EACH ROW WHEN (NEW.role = 'job_seeker' AND (OLD.is_active IS DISTINCT FROM NEW.is_active
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.location_id IS DISTINCT FROM NEW.location_id
    OR OLD.custom_location IS DISTINCT FROM NEW.custom_location))
  EXECUTE FUNCTION candidate_search_by_user_row();
