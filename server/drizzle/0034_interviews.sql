CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"mode" text NOT NULL,
	"location" text NOT NULL,
	"note" text,
	"cancelled_at" timestamp with time zone,
	"answer" text,
	"answer_note" text,
	"answered_at" timestamp with time zone,
	"outcome" text,
	"outcome_reason" text,
	"outcome_note" text,
	"outcome_at" timestamp with time zone,
	"scheduled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_application_uq" UNIQUE("application_id"),
	CONSTRAINT "interviews_duration" CHECK ("interviews"."duration_minutes" between 15 and 480),
	CONSTRAINT "interviews_mode" CHECK ("interviews"."mode" in ('in_person', 'phone', 'online')),
	CONSTRAINT "interviews_location" CHECK (char_length("interviews"."location") between 1 and 500),
	CONSTRAINT "interviews_note" CHECK (char_length("interviews"."note") <= 1000 and char_length("interviews"."answer_note") <= 1000 and char_length("interviews"."outcome_note") <= 1000),
	CONSTRAINT "interviews_answer" CHECK (("interviews"."answer" is null) = ("interviews"."answered_at" is null)),
	CONSTRAINT "interviews_outcome" CHECK (("interviews"."outcome" is null) = ("interviews"."outcome_at" is null) and ("interviews"."outcome" = 'not_selected') = ("interviews"."outcome_reason" is not null)),
	CONSTRAINT "interviews_outcome_not_cancelled" CHECK ("interviews"."outcome" is null or "interviews"."cancelled_at" is null)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;