-- Pages rendered for visitors (ADR 82) also show the services directory and the service hours,
-- which no cached read holds: their changes are announced as `pages`, so every instance drops
-- its rendered pages on commit, and the instance that answered the write before its answer
-- leaves (ADR 207). The function is migration 0011's.
CREATE TRIGGER "services_public_cache" AFTER INSERT OR UPDATE OR DELETE ON "services"
FOR EACH STATEMENT EXECUTE FUNCTION "public_cache_notify"('pages');--> statement-breakpoint
CREATE TRIGGER "service_hours_public_cache" AFTER INSERT OR UPDATE OR DELETE ON "service_hours"
FOR EACH STATEMENT EXECUTE FUNCTION "public_cache_notify"('pages');
