CREATE TABLE "forum_question_totals" (
	"tag" text PRIMARY KEY NOT NULL,
	"visible" integer DEFAULT 0 NOT NULL,
	"hidden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_questions" ADD COLUMN "response_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_questions" ADD COLUMN "visible_response_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "forum_responses_hidden_idx" ON "forum_responses" USING btree ("question_id","user_id") WHERE "forum_responses"."hidden_at" is not null;--> statement-breakpoint
UPDATE "forum_questions" AS q SET "response_count" = c.n, "visible_response_count" = c.v
FROM (
	SELECT "question_id", count(*)::int AS n, (count(*) FILTER (WHERE "hidden_at" IS NULL))::int AS v
	FROM "forum_responses" GROUP BY "question_id"
) AS c
WHERE c."question_id" = q."id";--> statement-breakpoint
INSERT INTO "forum_question_totals" ("tag", "visible", "hidden")
SELECT coalesce("tag", ''), count(*) FILTER (WHERE "hidden_at" IS NULL), count(*) FILTER (WHERE "hidden_at" IS NOT NULL)
FROM "forum_questions" GROUP BY 1;--> statement-breakpoint
CREATE FUNCTION "forum_responses_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		UPDATE "forum_questions"
		SET "response_count" = "response_count" - 1,
			"visible_response_count" = "visible_response_count" - (OLD."hidden_at" IS NULL)::int
		WHERE "id" = OLD."question_id";
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		UPDATE "forum_questions"
		SET "response_count" = "response_count" + 1,
			"visible_response_count" = "visible_response_count" + (NEW."hidden_at" IS NULL)::int
		WHERE "id" = NEW."question_id";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "forum_responses_count"
AFTER INSERT OR DELETE OR UPDATE OF "hidden_at", "question_id" ON "forum_responses"
FOR EACH ROW EXECUTE FUNCTION "forum_responses_count"();--> statement-breakpoint
CREATE FUNCTION "forum_question_totals_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		UPDATE "forum_question_totals"
		SET "visible" = "visible" - (OLD."hidden_at" IS NULL)::int,
			"hidden" = "hidden" - (OLD."hidden_at" IS NOT NULL)::int
		WHERE "tag" = coalesce(OLD."tag", '');
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO "forum_question_totals" AS t ("tag", "visible", "hidden")
		VALUES (coalesce(NEW."tag", ''), (NEW."hidden_at" IS NULL)::int, (NEW."hidden_at" IS NOT NULL)::int)
		ON CONFLICT ("tag") DO UPDATE
		SET "visible" = t."visible" + excluded."visible", "hidden" = t."hidden" + excluded."hidden";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "forum_question_totals_count"
AFTER INSERT OR DELETE OR UPDATE OF "tag", "hidden_at" ON "forum_questions"
FOR EACH ROW EXECUTE FUNCTION "forum_question_totals_count"();
