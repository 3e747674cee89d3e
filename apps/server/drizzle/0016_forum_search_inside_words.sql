-- Forum search inside words (ADR 57): trigrams of the question's text as written. pg_trgm is a
-- trusted extension (the database owner may create it); PGlite loads it with every client.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "forum_questions_text_trgm_idx" ON "forum_questions" USING gin (("title" || ' ' || "description") gin_trgm_ops);
