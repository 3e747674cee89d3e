-- Rate-limit counters are bookkeeping, not data: no WAL for them, so a hit commits without
-- waiting for the disk and holds its row lock only for the statement (ADR 90). A crash empties
-- the table, which only restarts every window.
ALTER TABLE "rate_limits" SET UNLOGGED;
