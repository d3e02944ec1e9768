CREATE TABLE "alert_digests" (
	"alert_id" uuid NOT NULL,
	"period" text NOT NULL,
	"job_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_digests_alert_id_period_pk" PRIMARY KEY("alert_id","period")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"frequency" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "job_alerts_owner" CHECK (("job_alerts"."user_id" is null) <> ("job_alerts"."email" is null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_digests_created_idx" ON "alert_digests" USING btree ("alert_id","created_at");--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_alerts_email_idx" ON "job_alerts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "job_alerts_profile_uq" ON "job_alerts" USING btree ("user_id") WHERE "job_alerts"."kind" = 'profile';