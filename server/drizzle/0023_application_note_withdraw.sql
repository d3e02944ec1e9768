ALTER TABLE "applications" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_file_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "replace_key" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_resume_file_id_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_resume_file_idx" ON "applications" USING btree ("resume_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_replace_key_idx" ON "mail_outbox" USING btree ("replace_key") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."failed_at" is null;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status" CHECK ("applications"."status" in ('pending', 'viewed', 'shortlisted', 'rejected', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_withdrawn_at" CHECK (("applications"."status" = 'withdrawn') = ("applications"."withdrawn_at" is not null));--> statement-breakpoint
-- Applications made before a résumé was chosen per application carry the résumé the employer has been shown
-- so far: the seeker's current one.
UPDATE applications a SET resume_file_id = p.resume_file_id
  FROM seeker_profiles p WHERE p.user_id = a.seeker_id AND p.resume_file_id IS NOT NULL;
