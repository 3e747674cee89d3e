CREATE TABLE "chat_result_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_result_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_result_shares" ADD CONSTRAINT "chat_result_shares_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_result_shares" ADD CONSTRAINT "chat_result_shares_submission_id_selftest_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."selftest_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_result_shares_conversation_submission_key" ON "chat_result_shares" USING btree ("conversation_id","submission_id");--> statement-breakpoint
CREATE INDEX "chat_result_shares_submission_id_idx" ON "chat_result_shares" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "chat_result_shares_shared_at_idx" ON "chat_result_shares" USING btree ("shared_at");