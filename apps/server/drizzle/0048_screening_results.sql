CREATE TABLE "screening_result_counts" (
	"day" date NOT NULL,
	"code" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "screening_result_counts_day_code_outcome_pk" PRIMARY KEY("day","code","outcome")
);
--> statement-breakpoint
CREATE TABLE "screening_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screening_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"code" text NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"crisis" boolean NOT NULL,
	"band" text,
	"questions" jsonb,
	"hasil" text,
	"severity" text,
	"domains" jsonb,
	"claim_hash" text,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_results_code_check" CHECK ("screening_results"."code" in ('srq29', 'phq9', 'gad7')),
	CONSTRAINT "screening_results_parts_check" CHECK (case when "screening_results"."code" = 'srq29'
        then "screening_results"."questions" is not null and "screening_results"."hasil" is not null and "screening_results"."severity" is not null
          and "screening_results"."domains" is not null and "screening_results"."band" is null
        else "screening_results"."band" is not null and "screening_results"."questions" is null and "screening_results"."hasil" is null
          and "screening_results"."severity" is null and "screening_results"."domains" is null end)
);
--> statement-breakpoint
ALTER TABLE "screening_results" ADD CONSTRAINT "screening_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "screening_results_user_code_idx" ON "screening_results" USING btree ("user_id","code","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "screening_results_claim_hash_key" ON "screening_results" USING btree ("claim_hash") WHERE "screening_results"."claim_hash" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "screening_results_client_id_key" ON "screening_results" USING btree ("client_id") WHERE "screening_results"."client_id" is not null;
--> statement-breakpoint
-- Every SRQ-29 result keeps its id (the ids of /api/selftest/submissions/:id); its answered
-- questions split into each item's answer and the questions as asked. Claim token hashes
-- become hex, as the one keep path hashes (ADR 236).
INSERT INTO "screening_results" ("id", "user_id", "code", "answers", "score", "crisis", "questions", "hasil", "severity", "domains", "claim_hash", "client_id", "created_at")
OVERRIDING SYSTEM VALUE
SELECT t."id", t."user_id", 'srq29',
	(SELECT coalesce(jsonb_agg((a.e ->> 'jawaban')::int ORDER BY a.n), '[]'::jsonb) FROM jsonb_array_elements(t."answers") WITH ORDINALITY AS a(e, n)),
	t."score", t."crisis",
	(SELECT coalesce(jsonb_agg(a.e - 'jawaban' ORDER BY a.n), '[]'::jsonb) FROM jsonb_array_elements(t."answers") WITH ORDINALITY AS a(e, n)),
	t."hasil", t."severity", t."domains",
	encode(decode(translate(t."claim_token_hash", '-_', '+/') || '=', 'base64'), 'hex'),
	t."client_id", t."created_at"
FROM "selftest_submissions" t
ORDER BY t."id"
--> statement-breakpoint
-- PHQ-9 and GAD-7 results follow them in their own order. A device id SRQ-29 already holds
-- (never seen; ids are random) is dropped rather than refused: it only spots a resend.
INSERT INTO "screening_results" ("id", "user_id", "code", "answers", "score", "crisis", "band", "claim_hash", "client_id", "created_at")
OVERRIDING SYSTEM VALUE
SELECT (SELECT coalesce(max("id"), 0) FROM "selftest_submissions") + row_number() OVER (ORDER BY s."id"),
	s."user_id", s."code", s."answers", s."score", s."crisis", s."band", s."claim_hash",
	CASE WHEN s."client_id" IN (SELECT "client_id" FROM "selftest_submissions" WHERE "client_id" IS NOT NULL) THEN NULL ELSE s."client_id" END,
	s."created_at"
FROM "screening_submissions" s
ORDER BY s."id"
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"screening_results"', 'id'), coalesce(max("id"), 0) + 1, false) FROM "screening_results"
--> statement-breakpoint
INSERT INTO "screening_result_counts" ("day", "code", "outcome", "count")
SELECT "day", 'srq29', jsonb_build_object('hasil', "hasil", 'severity', "severity"), "count" FROM "selftest_anonymous_counts"
UNION ALL
SELECT "day", "code", jsonb_build_object('band', "band"), "count" FROM "screening_anonymous_counts"
--> statement-breakpoint
ALTER TABLE "chat_result_shares" DROP CONSTRAINT "chat_result_shares_one_result_check";
--> statement-breakpoint
ALTER TABLE "chat_result_shares" DROP CONSTRAINT "chat_result_shares_submission_id_selftest_submissions_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_result_shares" DROP CONSTRAINT "chat_result_shares_screening_submission_id_screening_submissions_id_fk";
--> statement-breakpoint
DROP INDEX "chat_result_shares_conversation_submission_key";
--> statement-breakpoint
DROP INDEX "chat_result_shares_conversation_screening_key";
--> statement-breakpoint
DROP INDEX "chat_result_shares_submission_id_idx";
--> statement-breakpoint
DROP INDEX "chat_result_shares_screening_submission_id_idx";
--> statement-breakpoint
ALTER TABLE "chat_result_shares" ADD COLUMN "result_id" integer
--> statement-breakpoint
UPDATE "chat_result_shares" SET "result_id" = "submission_id" WHERE "submission_id" IS NOT NULL
--> statement-breakpoint
UPDATE "chat_result_shares" c SET "result_id" = m."new_id"
FROM (
	SELECT "id", (SELECT coalesce(max("id"), 0) FROM "selftest_submissions") + row_number() OVER (ORDER BY "id") AS "new_id"
	FROM "screening_submissions"
) m
WHERE c."screening_submission_id" = m."id"
--> statement-breakpoint
ALTER TABLE "chat_result_shares" ALTER COLUMN "result_id" SET NOT NULL
--> statement-breakpoint
ALTER TABLE "chat_result_shares" ADD CONSTRAINT "chat_result_shares_result_id_screening_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."screening_results"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_result_shares_conversation_result_key" ON "chat_result_shares" USING btree ("conversation_id","result_id");
--> statement-breakpoint
CREATE INDEX "chat_result_shares_result_id_idx" ON "chat_result_shares" USING btree ("result_id");
--> statement-breakpoint
ALTER TABLE "chat_result_shares" DROP COLUMN "submission_id";
--> statement-breakpoint
ALTER TABLE "chat_result_shares" DROP COLUMN "screening_submission_id";
--> statement-breakpoint
DROP TABLE "selftest_anonymous_counts" CASCADE;
--> statement-breakpoint
DROP TABLE "selftest_submissions" CASCADE;
--> statement-breakpoint
DROP TABLE "screening_anonymous_counts" CASCADE;
--> statement-breakpoint
DROP TABLE "screening_submissions" CASCADE;
