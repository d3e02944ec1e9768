CREATE TABLE "seeker_tallies" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"day" date NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "seeker_tallies_kind_key_label_day_pk" PRIMARY KEY("kind","key","label","day")
);
--> statement-breakpoint
CREATE TABLE "seeker_tally_facts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"district" text NOT NULL,
	"education" text NOT NULL,
	"skills" text[] NOT NULL
);
--> statement-breakpoint
DROP INDEX "applications_seeker_idx";--> statement-breakpoint
CREATE INDEX "applications_job_created_idx" ON "applications" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_seeker_idx" ON "applications" USING btree ("seeker_id","created_at","status");--> statement-breakpoint
-- What a seeker adds to the tallies: one to their district and to their set of degrees, one to each skill they
-- list (compared trimmed, without case, in NFC) and, for each form of a skill as typed, how often they typed it.
CREATE FUNCTION seeker_tally_items(p_day date, p_district text, p_education text, p_skills text[])
RETURNS TABLE (kind text, key text, label text, day date, n bigint) LANGUAGE sql STABLE AS $$
  SELECT 'district', p_district, '', p_day, 1::bigint
  UNION ALL SELECT 'education', p_education, '', p_day, 1
  UNION ALL SELECT 'skill', k, '', p_day, 1 FROM (SELECT DISTINCT lower(normalize(s, NFC)) AS k FROM unnest(p_skills) s) x
  UNION ALL SELECT 'skill-form', lower(normalize(s, NFC)), s, p_day, count(*) FROM unnest(p_skills) s GROUP BY s
$$;--> statement-breakpoint
-- The facts of the live seekers (not deleted) among `ids` as they are now: Kathmandu day of registration,
-- district ('' for none), distinct lower-cased degrees as a sorted JSON array, skills trimmed (empty ones left out).
CREATE FUNCTION seeker_tally_current(ids uuid[])
RETURNS TABLE (user_id uuid, day date, district text, education text, skills text[]) LANGUAGE sql STABLE AS $$
  SELECT u.id, (u.created_at AT TIME ZONE 'Asia/Kathmandu')::date, coalesce(u.location_id::text, ''),
    coalesce((SELECT jsonb_agg(x.d ORDER BY x.d)::text
      FROM (SELECT DISTINCT lower(e.degree) AS d FROM educations e WHERE e.user_id = u.id) x), '[]'),
    coalesce((SELECT array_agg(trim(s)) FROM seeker_profiles p, unnest(p.skills) s
      WHERE p.user_id = u.id AND trim(s) <> ''), '{}')
  FROM users u WHERE u.id = ANY(ids) AND u.role = 'job_seeker' AND u.deleted_at IS NULL
$$;--> statement-breakpoint
-- Brings the tallies of the seekers `ids` up to date: takes away what seeker_tally_facts says was counted for
-- them and adds their facts as they are now. The seekers' rows are locked first (in id order), so one writer
-- at a time works on a seeker and reads what the one before committed. The counters of a day are written under
-- that day's advisory lock (days in order), so two writers never wait for each other's counters in opposite
-- orders; a bulk change of many days locks the table instead.
CREATE FUNCTION seeker_tally_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
  days date[];
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM users WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  SELECT array_agg(coalesce(c.user_id, f.user_id)), array_agg(DISTINCT c.day) || array_agg(DISTINCT f.day)
    INTO changed, days
    FROM seeker_tally_current(ids) c
    FULL JOIN (SELECT * FROM seeker_tally_facts WHERE user_id = ANY(ids)) f ON f.user_id = c.user_id
    WHERE (c.day, c.district, c.education, c.skills) IS DISTINCT FROM (f.day, f.district, f.education, f.skills);
  IF changed IS NULL THEN RETURN; END IF;
  SELECT array_agg(DISTINCT d ORDER BY d) INTO days FROM unnest(days) d WHERE d IS NOT NULL;
  IF cardinality(days) > 32 THEN
    LOCK TABLE seeker_tallies IN SHARE ROW EXCLUSIVE MODE;
  ELSE
    PERFORM pg_advisory_xact_lock(hashtext('seeker_tallies'), d - date '2000-01-01') FROM unnest(days) d ORDER BY d;
  END IF;
  INSERT INTO seeker_tallies AS t (kind, key, label, day, n)
    SELECT i.kind, i.key, i.label, i.day, sum(i.n * f.sign)
    FROM (SELECT c.day, c.district, c.education, c.skills, 1 AS sign FROM seeker_tally_current(changed) c
          UNION ALL
          SELECT f.day, f.district, f.education, f.skills, -1 FROM seeker_tally_facts f WHERE f.user_id = ANY(changed)) f
      CROSS JOIN LATERAL seeker_tally_items(f.day, f.district, f.education, f.skills) i
    GROUP BY 1, 2, 3, 4 HAVING sum(i.n * f.sign) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (kind, key, label, day) DO UPDATE SET n = t.n + excluded.n;
  DELETE FROM seeker_tally_facts WHERE user_id = ANY(changed);
  INSERT INTO seeker_tally_facts (user_id, day, district, education, skills)
    SELECT c.user_id, c.day, c.district, c.education, c.skills FROM seeker_tally_current(changed) c;
END;
$$;--> statement-breakpoint
-- The triggers: per statement (a bulk write is one refresh), the seekers whose counted facts may have changed.
CREATE FUNCTION seeker_tally_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM seeker_tally_refresh(array(SELECT id FROM new_rows WHERE role = 'job_seeker'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM seeker_tally_refresh(array(SELECT id FROM old_rows WHERE role = 'job_seeker'));
  ELSE
    PERFORM seeker_tally_refresh(array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.role = 'job_seeker' OR n.role = 'job_seeker')
        AND (o.role, o.deleted_at, o.created_at, o.location_id) IS DISTINCT FROM (n.role, n.deleted_at, n.created_at, n.location_id)));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION seeker_tally_educations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM seeker_tally_refresh(array(SELECT DISTINCT user_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM seeker_tally_refresh(array(SELECT DISTINCT user_id FROM old_rows));
  ELSE
    PERFORM seeker_tally_refresh(array(
      SELECT DISTINCT x.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id,
        LATERAL (VALUES (o.user_id), (n.user_id)) x(user_id)
      WHERE (o.user_id, o.degree) IS DISTINCT FROM (n.user_id, n.degree)));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION seeker_tally_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM seeker_tally_refresh(array(SELECT user_id FROM new_rows WHERE cardinality(skills) > 0));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM seeker_tally_refresh(array(SELECT user_id FROM old_rows WHERE cardinality(skills) > 0));
  ELSE
    PERFORM seeker_tally_refresh(array(
      SELECT n.user_id FROM new_rows n JOIN old_rows o ON o.user_id = n.user_id WHERE o.skills IS DISTINCT FROM n.skills));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_seeker_tally_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seeker_tally_users();--> statement-breakpoint
CREATE TRIGGER users_seeker_tally_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seeker_tally_users();--> statement-breakpoint
CREATE TRIGGER users_seeker_tally_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seeker_tally_users();--> statement-breakpoint
CREATE TRIGGER educations_seeker_tally_insert AFTER INSERT ON educations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seeker_tally_educations();--> statement-breakpoint
CREATE TRIGGER educations_seeker_tally_update AFTER UPDATE ON educations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seeker_tally_educations();--> statement-breakpoint
CREATE TRIGGER educations_seeker_tally_delete AFTER DELETE ON educations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seeker_tally_educations();--> statement-breakpoint
CREATE TRIGGER seeker_profiles_seeker_tally_insert AFTER INSERT ON seeker_profiles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seeker_tally_profiles();--> statement-breakpoint
CREATE TRIGGER seeker_profiles_seeker_tally_update AFTER UPDATE ON seeker_profiles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seeker_tally_profiles();--> statement-breakpoint
CREATE TRIGGER seeker_profiles_seeker_tally_delete AFTER DELETE ON seeker_profiles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seeker_tally_profiles();--> statement-breakpoint
-- The seekers there are now.
SELECT seeker_tally_refresh(array(SELECT id FROM users WHERE role = 'job_seeker' AND deleted_at IS NULL));
