CREATE TABLE "program_enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flagged_at" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_session_completions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_session_completions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enrolment_id" integer NOT NULL,
	"nomor" integer NOT NULL,
	"worksheet" jsonb NOT NULL,
	"phq9" jsonb NOT NULL,
	"score" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD CONSTRAINT "program_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_session_completions" ADD CONSTRAINT "program_session_completions_enrolment_id_program_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."program_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_enrolments_user_code_key" ON "program_enrolments" USING btree ("user_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "program_session_completions_enrolment_nomor_key" ON "program_session_completions" USING btree ("enrolment_id","nomor");