-- Public reads cached in each instance (ADR 72) are dropped when the rows behind them change:
-- the database itself announces it on commit, whichever path wrote (API, admin, cascades).
CREATE FUNCTION "public_cache_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('public_cache', TG_ARGV[0]);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "journals_public_cache" AFTER INSERT OR UPDATE OR DELETE ON "journals"
FOR EACH STATEMENT EXECUTE FUNCTION "public_cache_notify"('journals');--> statement-breakpoint
CREATE TRIGGER "selftest_questions_public_cache" AFTER INSERT OR UPDATE OR DELETE ON "selftest_questions"
FOR EACH STATEMENT EXECUTE FUNCTION "public_cache_notify"('selftest');--> statement-breakpoint
CREATE TRIGGER "forum_questions_public_cache" AFTER INSERT OR UPDATE OR DELETE ON "forum_questions"
FOR EACH STATEMENT EXECUTE FUNCTION "public_cache_notify"('forum');--> statement-breakpoint
CREATE TRIGGER "forum_responses_public_cache" AFTER INSERT OR UPDATE OR DELETE ON "forum_responses"
FOR EACH STATEMENT EXECUTE FUNCTION "public_cache_notify"('forum');--> statement-breakpoint
-- The forum list shows its authors' names and photos.
CREATE TRIGGER "users_public_cache" AFTER UPDATE OF "username", "photo_path" OR DELETE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION "public_cache_notify"('forum');
