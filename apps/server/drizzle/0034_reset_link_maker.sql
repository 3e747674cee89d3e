ALTER TABLE "account_tokens" ADD COLUMN "issued_by" integer;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_issued_by_idx" ON "account_tokens" USING btree ("issued_by");