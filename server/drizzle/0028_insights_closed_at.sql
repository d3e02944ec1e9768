ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
-- Jobs closed before the column existed: the row's last change is the best record of when they closed.
UPDATE "jobs" SET "closed_at" = "updated_at" WHERE "status" = 'closed';--> statement-breakpoint
-- closed_at follows the status whoever writes it (the app, the admin tools, plain SQL): set when a job becomes
-- closed (a value given with the write is kept, so imports and tests can state when), cleared when it reopens.
CREATE OR REPLACE FUNCTION jobs_closed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'closed' THEN
    IF TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'closed' THEN
      NEW.closed_at := coalesce(NEW.closed_at, now());
    END IF;
  ELSE
    NEW.closed_at := NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER jobs_closed_at BEFORE INSERT OR UPDATE OF status, closed_at ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_closed_at();--> statement-breakpoint
-- The labour-market figures read these columns only (index-only scans instead of the wide rows).
CREATE INDEX "jobs_insights_idx" ON "jobs" USING btree ("created_at","closed_at","application_deadline","category_id","location_id","job_type_id","experience_level_id","education_level_id","salary_range_id","id");--> statement-breakpoint
CREATE INDEX "users_seekers_insights_idx" ON "users" USING btree ("created_at","location_id","deleted_at","id") WHERE "users"."role" = 'job_seeker';--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_closed_at" CHECK (("jobs"."status" = 'closed') = ("jobs"."closed_at" is not null));
