CREATE TABLE "training_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"training_id" uuid NOT NULL,
	"seeker_id" uuid NOT NULL,
	"status" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "training_enrolments_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"attended_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "training_enrolments_status" CHECK ("training_enrolments"."status" in ('enrolled', 'waiting', 'withdrawn', 'attended', 'completed')),
	CONSTRAINT "training_enrolments_withdrawn" CHECK (("training_enrolments"."status" = 'withdrawn') = ("training_enrolments"."withdrawn_at" is not null)),
	CONSTRAINT "training_enrolments_completed" CHECK (("training_enrolments"."status" = 'completed') = ("training_enrolments"."completed_at" is not null)),
	CONSTRAINT "training_enrolments_attended" CHECK ("training_enrolments"."status" not in ('attended', 'completed') or "training_enrolments"."attended_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_en" text NOT NULL,
	"title_ne" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ne" text NOT NULL,
	"category" text NOT NULL,
	"duration_en" text NOT NULL,
	"duration_ne" text NOT NULL,
	"schedule_en" text NOT NULL,
	"schedule_ne" text NOT NULL,
	"venue_en" text NOT NULL,
	"venue_ne" text NOT NULL,
	"seats" integer NOT NULL,
	"start_date" date NOT NULL,
	"contact" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainings_seats" CHECK ("trainings"."seats" between 1 and 500),
	CONSTRAINT "trainings_category" CHECK ("trainings"."category" in ('hospitality', 'technical', 'agro')),
	CONSTRAINT "trainings_status" CHECK ("trainings"."status" in ('draft', 'open', 'closed', 'cancelled', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "training_id" uuid;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "name_ne" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_enrolments" ADD CONSTRAINT "training_enrolments_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_enrolments_active_uq" ON "training_enrolments" USING btree ("training_id","seeker_id") WHERE "training_enrolments"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "training_enrolments_training_idx" ON "training_enrolments" USING btree ("training_id","status","seq");--> statement-breakpoint
CREATE INDEX "training_enrolments_seeker_idx" ON "training_enrolments" USING btree ("seeker_id","created_at");--> statement-breakpoint
CREATE INDEX "trainings_status_start_idx" ON "trainings" USING btree ("status","start_date","id");--> statement-breakpoint
CREATE INDEX "trainings_start_idx" ON "trainings" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "trainings_created_idx" ON "trainings" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certifications_training_uq" ON "certifications" USING btree ("user_id","training_id") WHERE "certifications"."training_id" is not null;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_verified_fields" CHECK (("certifications"."training_id" is null) = ("certifications"."completed_at" is null) and ("certifications"."training_id" is null) = ("certifications"."name_ne" is null));--> statement-breakpoint
-- The public trainings list (and its page) shows each training's seats left and waiting list: a change to either
-- table empties every instance's public cache, like a change to jobs (0006).
CREATE TRIGGER trainings_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON trainings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();--> statement-breakpoint
CREATE TRIGGER training_enrolments_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON training_enrolments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_cache();
