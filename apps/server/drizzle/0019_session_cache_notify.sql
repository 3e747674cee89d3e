-- Each instance keeps the sessions it has looked up for a moment (ADR 101); the database
-- announces on commit every change that could make one of them wrong, whichever path wrote
-- (API, admin, the password-reset command, housekeeping, cascades).
CREATE FUNCTION "session_cache_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('session_cache', '');
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_session_cache" AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION "session_cache_notify"();--> statement-breakpoint
-- Housekeeping deletes expired sessions every few minutes, mostly none: only a statement that
-- removed rows is announced. A refreshed expiry (an update) never makes a kept session wrong.
CREATE FUNCTION "session_cache_notify_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "removed") THEN
		PERFORM pg_notify('session_cache', '');
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_session_cache" AFTER DELETE ON "sessions"
REFERENCING OLD TABLE AS "removed"
FOR EACH STATEMENT EXECUTE FUNCTION "session_cache_notify_removed"();--> statement-breakpoint
CREATE TRIGGER "sessions_truncate_session_cache" AFTER TRUNCATE ON "sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "session_cache_notify"();
