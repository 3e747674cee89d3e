ALTER TABLE "forum_reports" DROP CONSTRAINT "forum_reports_reason_check";--> statement-breakpoint
ALTER TABLE "selftest_submissions" ADD COLUMN "claim_token_hash" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "user_viewing_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "sender_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "selftest_submissions_claim_token_hash_key" ON "selftest_submissions" USING btree ("claim_token_hash") WHERE "selftest_submissions"."claim_token_hash" is not null;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reason_check" CHECK (reason in ('spam', 'menyakiti', 'data-pribadi', 'lainnya', 'bahaya'));