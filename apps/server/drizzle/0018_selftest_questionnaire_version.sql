CREATE TABLE "selftest_questionnaire" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "selftest_questionnaire_single_check" CHECK ("selftest_questionnaire"."single")
);
--> statement-breakpoint
-- The questionnaire's version (ADR 99): raised by every statement that adds, changes or
-- removes questions, in the same transaction, so a submission can check it in one comparison.
INSERT INTO "selftest_questionnaire" DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION "selftest_questionnaire_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "selftest_questionnaire" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "selftest_questions_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "selftest_questions"
FOR EACH STATEMENT EXECUTE FUNCTION "selftest_questionnaire_raise"();
