ALTER TABLE "users" ADD COLUMN "calendar_first" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_second_calendar" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar_first" CHECK ("users"."calendar_first" in ('auto', 'bs', 'ad'));