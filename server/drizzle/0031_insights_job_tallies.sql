CREATE TABLE "job_application_tallies" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"category_id" uuid,
	"location_id" uuid,
	"job_type_id" uuid,
	"experience_level_id" uuid,
	"education_level_id" uuid,
	"salary_range_id" uuid,
	"applications" integer NOT NULL,
	"first_at" timestamp with time zone,
	CONSTRAINT "job_application_tallies_first_at" CHECK (("job_application_tallies"."applications" = 0) = ("job_application_tallies"."first_at" is null)),
	CONSTRAINT "job_application_tallies_applications" CHECK ("job_application_tallies"."applications" >= 0)
);
--> statement-breakpoint
ALTER TABLE "job_application_tallies" ADD CONSTRAINT "job_application_tallies_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_tallies_created_idx" ON "job_application_tallies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_insights_end_idx" ON "jobs" USING btree (coalesce(least("closed_at", ("application_deadline" + 1)::timestamp at time zone 'Asia/Kathmandu'), 'infinity'::timestamptz),"created_at","closed_at","application_deadline","category_id","location_id","job_type_id","experience_level_id","education_level_id","salary_range_id");--> statement-breakpoint
-- A row for every job, with what the figures group it by: made with the job, changed with it (a job's own write
-- sets only these columns, an application's only the counts, so neither undoes the other).
CREATE FUNCTION job_application_tallies_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO job_application_tallies (job_id, created_at, category_id, location_id, job_type_id,
        experience_level_id, education_level_id, salary_range_id, applications)
      SELECT id, created_at, category_id, location_id, job_type_id, experience_level_id, education_level_id,
        salary_range_id, 0
      FROM new_rows ORDER BY id
      ON CONFLICT (job_id) DO NOTHING;
  ELSE
    UPDATE job_application_tallies t SET created_at = n.created_at, category_id = n.category_id,
        location_id = n.location_id, job_type_id = n.job_type_id, experience_level_id = n.experience_level_id,
        education_level_id = n.education_level_id, salary_range_id = n.salary_range_id
      FROM new_rows n
      WHERE t.job_id = n.id
        AND (t.created_at, t.category_id, t.location_id, t.job_type_id, t.experience_level_id, t.education_level_id,
          t.salary_range_id) IS DISTINCT FROM (n.created_at, n.category_id, n.location_id, n.job_type_id,
          n.experience_level_id, n.education_level_id, n.salary_range_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Sent applications add to their job's count and keep its earliest: one upsert per job, jobs in id order. Two
-- writers to the same job add on the latest row version, so no count is lost; writers to other jobs never wait.
CREATE FUNCTION job_application_tallies_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_application_tallies AS t (job_id, created_at, category_id, location_id, job_type_id,
      experience_level_id, education_level_id, salary_range_id, applications, first_at)
    SELECT j.id, j.created_at, j.category_id, j.location_id, j.job_type_id, j.experience_level_id,
      j.education_level_id, j.salary_range_id, a.n, a.first
    FROM (SELECT job_id, count(*)::int AS n, min(created_at) AS first FROM new_rows GROUP BY job_id) a
      JOIN jobs j ON j.id = a.job_id
    ORDER BY j.id
    ON CONFLICT (job_id) DO UPDATE
      SET applications = t.applications + excluded.applications, first_at = least(t.first_at, excluded.first_at);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Counts the jobs `ids` again from their applications (a deletion may take away the first, which no delta can
-- undo). The rows are locked in id order and only then counted: the count is a new statement, so it reads what
-- every writer that held the row before has committed, and a writer waiting for the row adds its own
-- applications on top of this count afterwards. A job deleted meanwhile has no row left to count.
CREATE FUNCTION job_application_tallies_recount(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM job_application_tallies WHERE job_id = ANY(ids) ORDER BY job_id FOR UPDATE;
  UPDATE job_application_tallies t SET applications = c.n, first_at = c.first
    FROM (SELECT i AS job_id, count(a.job_id)::int AS n, min(a.created_at) AS first
          FROM unnest(ids) i LEFT JOIN applications a ON a.job_id = i GROUP BY i) c
    WHERE t.job_id = c.job_id AND (t.applications, t.first_at) IS DISTINCT FROM (c.n, c.first);
END;
$$;--> statement-breakpoint
CREATE FUNCTION job_application_tallies_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM job_application_tallies_recount(array(SELECT DISTINCT job_id FROM old_rows));
  ELSE
    PERFORM job_application_tallies_recount(array(
      SELECT DISTINCT x.job_id FROM new_rows n JOIN old_rows o ON o.id = n.id,
        LATERAL (VALUES (o.job_id), (n.job_id)) x(job_id)
      WHERE (o.job_id, o.created_at) IS DISTINCT FROM (n.job_id, n.created_at)));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER jobs_application_tally_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_application_tallies_jobs();--> statement-breakpoint
CREATE TRIGGER jobs_application_tally_update AFTER UPDATE ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_application_tallies_jobs();--> statement-breakpoint
CREATE TRIGGER applications_job_tally_insert AFTER INSERT ON applications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_application_tallies_insert();--> statement-breakpoint
CREATE TRIGGER applications_job_tally_update AFTER UPDATE ON applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_application_tallies_change();--> statement-breakpoint
CREATE TRIGGER applications_job_tally_delete AFTER DELETE ON applications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_application_tallies_change();--> statement-breakpoint
-- The jobs and applications there are now (the triggers above hold their writers off until this commits).
INSERT INTO job_application_tallies (job_id, created_at, category_id, location_id, job_type_id, experience_level_id,
    education_level_id, salary_range_id, applications, first_at)
  SELECT j.id, j.created_at, j.category_id, j.location_id, j.job_type_id, j.experience_level_id,
    j.education_level_id, j.salary_range_id, coalesce(a.n, 0), a.first
  FROM jobs j
    LEFT JOIN (SELECT job_id, count(*)::int AS n, min(created_at) AS first FROM applications GROUP BY job_id) a
      ON a.job_id = j.id;
