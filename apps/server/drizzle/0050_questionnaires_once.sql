CREATE TABLE "screening_questionnaires" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screening_questionnaires_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "screening_questionnaires_content_key" ON "screening_questionnaires" USING btree ("code",md5(("questions")::text));--> statement-breakpoint
ALTER TABLE "screening_results" ADD COLUMN "questionnaire_id" integer;--> statement-breakpoint
-- Each questionnaire the stored results were answered against becomes one row (ADR 249), and
-- every result names its row instead of carrying its own copy.
INSERT INTO "screening_questionnaires" ("code", "questions")
SELECT DISTINCT "code", "questions" FROM "screening_results" WHERE "questions" IS NOT NULL;--> statement-breakpoint
UPDATE "screening_results" AS r SET "questionnaire_id" = q."id"
FROM "screening_questionnaires" AS q
WHERE q."code" = r."code" AND md5((q."questions")::text) = md5((r."questions")::text);--> statement-breakpoint
ALTER TABLE "screening_results" DROP CONSTRAINT "screening_results_parts_check";--> statement-breakpoint
ALTER TABLE "screening_results" DROP COLUMN "questions";--> statement-breakpoint
ALTER TABLE "screening_results" ADD CONSTRAINT "screening_results_parts_check" CHECK (case when "screening_results"."code" = 'srq29'
        then "screening_results"."questionnaire_id" is not null and "screening_results"."hasil" is not null and "screening_results"."severity" is not null
          and "screening_results"."domains" is not null and "screening_results"."band" is null
        else "screening_results"."band" is not null and "screening_results"."questionnaire_id" is null and "screening_results"."hasil" is null
          and "screening_results"."severity" is null and "screening_results"."domains" is null end);
