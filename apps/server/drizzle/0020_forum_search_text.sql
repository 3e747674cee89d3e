-- A search inside words tests a lower-cased copy of the question's text kept by the database, with
-- LIKE, instead of lower-casing every row it reads with ILIKE (ADR 103); its trigram index
-- replaces the one on the text as written.
DROP INDEX "forum_questions_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "forum_questions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "forum_questions_search_text_trgm_idx" ON "forum_questions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The planner judges a search's words from the new column's statistics: gather them now.
ANALYZE "forum_questions";
