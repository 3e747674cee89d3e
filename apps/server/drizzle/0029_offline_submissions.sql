ALTER TABLE "selftest_submissions" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "screening_submissions" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "selftest_submissions_client_id_key" ON "selftest_submissions" USING btree ("client_id") WHERE "selftest_submissions"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "screening_submissions_client_id_key" ON "screening_submissions" USING btree ("client_id") WHERE "screening_submissions"."client_id" is not null;