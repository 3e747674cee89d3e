CREATE TABLE "chat_risk_signals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_risk_signals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"source" text NOT NULL,
	"crisis" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_risk_signals_source_check" CHECK ("chat_risk_signals"."source" in ('srq29', 'phq9', 'gad7', 'checkin', 'chat', 'forum', 'selfhelp'))
);
--> statement-breakpoint
ALTER TABLE "chat_result_shares" ALTER COLUMN "submission_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_result_shares" ADD COLUMN "code" text DEFAULT 'srq29' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_result_shares" ADD COLUMN "screening_submission_id" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "risk_signal_id" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "risk_handled_signal_id" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "risk_handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "risk_handled_by" integer;--> statement-breakpoint
ALTER TABLE "chat_risk_signals" ADD CONSTRAINT "chat_risk_signals_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_risk_signals_conversation_id_idx" ON "chat_risk_signals" USING btree ("conversation_id","id");--> statement-breakpoint
ALTER TABLE "chat_result_shares" ADD CONSTRAINT "chat_result_shares_screening_submission_id_screening_submissions_id_fk" FOREIGN KEY ("screening_submission_id") REFERENCES "public"."screening_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_risk_handled_by_users_id_fk" FOREIGN KEY ("risk_handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_result_shares_conversation_screening_key" ON "chat_result_shares" USING btree ("conversation_id","screening_submission_id");--> statement-breakpoint
CREATE INDEX "chat_result_shares_screening_submission_id_idx" ON "chat_result_shares" USING btree ("screening_submission_id");--> statement-breakpoint
ALTER TABLE "chat_result_shares" ADD CONSTRAINT "chat_result_shares_one_result_check" CHECK (("chat_result_shares"."code" = 'srq29' and "chat_result_shares"."submission_id" is not null and "chat_result_shares"."screening_submission_id" is null)
        or ("chat_result_shares"."code" in ('phq9', 'gad7') and "chat_result_shares"."screening_submission_id" is not null and "chat_result_shares"."submission_id" is null));--> statement-breakpoint
-- ADR 210: the crisis marks kept so far become signals (a check-in's automatic alert, a person's message with crisis language, a shared result with the crisis item answered)...
INSERT INTO "chat_risk_signals" ("conversation_id", "source", "crisis", "created_at")
SELECT "conversation_id", "source", true, "at" FROM (
  SELECT m."conversation_id", CASE WHEN m."automatic" THEN 'checkin' ELSE 'chat' END AS "source", m."created_at" AS "at"
  FROM "chat_messages" m WHERE m."crisis" AND m."sender_role" = 'user'
  UNION ALL
  SELECT s."conversation_id", 'srq29', s."shared_at"
  FROM "chat_result_shares" s JOIN "selftest_submissions" r ON r."id" = s."submission_id" WHERE r."crisis"
) marks ORDER BY "at";--> statement-breakpoint
UPDATE "conversations" c SET "risk_signal_id" = newest."id"
FROM (SELECT "conversation_id", max("id") AS "id" FROM "chat_risk_signals" GROUP BY "conversation_id") newest
WHERE newest."conversation_id" = c."id";--> statement-breakpoint
-- ...and one a counsellor answered after its newest mark, no longer at risk by the old rule, counts as handled.
UPDATE "conversations" c SET "risk_handled_signal_id" = c."risk_signal_id", "risk_handled_at" = now()
WHERE c."risk_signal_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "chat_messages" a JOIN "chat_risk_signals" s ON s."id" = c."risk_signal_id"
  WHERE a."conversation_id" = c."id" AND a."sender_role" = 'admin' AND NOT a."automatic" AND a."created_at" > s."created_at"
);
