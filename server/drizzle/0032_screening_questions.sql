CREATE TABLE "screening_answers" (
	"application_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"value" jsonb NOT NULL,
	"meets" boolean NOT NULL,
	CONSTRAINT "screening_answers_application_id_question_id_pk" PRIMARY KEY("application_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "screening_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"choices" text[] DEFAULT '{}'::text[] NOT NULL,
	"knockout_answer" boolean,
	"accept_min" integer,
	"accept_max" integer,
	"knockout_choices" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "screening_questions_job_position_uq" UNIQUE("job_id","position"),
	CONSTRAINT "screening_questions_position" CHECK ("screening_questions"."position" between 0 and 4),
	CONSTRAINT "screening_questions_kind" CHECK ("screening_questions"."kind" in ('yes_no', 'number', 'text', 'choice')),
	CONSTRAINT "screening_questions_text" CHECK (char_length("screening_questions"."text") between 1 and 200),
	CONSTRAINT "screening_questions_choices" CHECK (("screening_questions"."kind" = 'choice') = (cardinality("screening_questions"."choices") between 2 and 10) and ("screening_questions"."kind" = 'choice' or cardinality("screening_questions"."choices") = 0))
);
--> statement-breakpoint
ALTER TABLE "screening_answers" ADD CONSTRAINT "screening_answers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_answers" ADD CONSTRAINT "screening_answers_question_id_screening_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."screening_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_questions" ADD CONSTRAINT "screening_questions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_answers_question_idx" ON "screening_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "screening_answers_unmet_idx" ON "screening_answers" USING btree ("application_id") WHERE not "screening_answers"."meets";