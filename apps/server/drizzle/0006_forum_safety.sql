CREATE TABLE "forum_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer,
	"response_id" integer,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "forum_reports_target_check" CHECK (num_nonnulls("forum_reports"."question_id", "forum_reports"."response_id") = 1),
	CONSTRAINT "forum_reports_reason_check" CHECK (reason in ('spam', 'menyakiti', 'data-pribadi', 'lainnya')),
	CONSTRAINT "forum_reports_note_check" CHECK ("forum_reports"."note" is null or char_length("forum_reports"."note") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "forum_questions" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_questions" ADD COLUMN "risk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_questions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_questions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_responses" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_responses" ADD COLUMN "risk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_responses" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_responses" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "crisis" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_question_id_forum_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."forum_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_response_id_forum_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."forum_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_question_reporter_key" ON "forum_reports" USING btree ("question_id","reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_response_reporter_key" ON "forum_reports" USING btree ("response_id","reporter_id");--> statement-breakpoint
CREATE INDEX "forum_reports_open_question_idx" ON "forum_reports" USING btree ("question_id") WHERE "forum_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "forum_reports_open_response_idx" ON "forum_reports" USING btree ("response_id") WHERE "forum_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "forum_reports_reporter_idx" ON "forum_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "forum_questions_visible_created_idx" ON "forum_questions" USING btree ("created_at","id") WHERE "forum_questions"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "forum_questions_risk_idx" ON "forum_questions" USING btree ("id") WHERE "forum_questions"."risk" and "forum_questions"."reviewed_at" is null;--> statement-breakpoint
CREATE INDEX "forum_questions_reviewed_idx" ON "forum_questions" USING btree ("reviewed_at") WHERE "forum_questions"."reviewed_at" is not null;--> statement-breakpoint
CREATE INDEX "forum_responses_risk_idx" ON "forum_responses" USING btree ("id") WHERE "forum_responses"."risk" and "forum_responses"."reviewed_at" is null;--> statement-breakpoint
CREATE INDEX "forum_responses_reviewed_idx" ON "forum_responses" USING btree ("reviewed_at") WHERE "forum_responses"."reviewed_at" is not null;--> statement-breakpoint
CREATE INDEX "chat_messages_crisis_idx" ON "chat_messages" USING btree ("conversation_id","id") WHERE "chat_messages"."crisis";