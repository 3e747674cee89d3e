CREATE TABLE "chat_case_summaries" (
	"conversation_id" integer PRIMARY KEY NOT NULL,
	"risk_level" text NOT NULL,
	"referral_made" boolean NOT NULL,
	"follow_up" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_case_summaries_risk_check" CHECK ("chat_case_summaries"."risk_level" in ('rendah', 'sedang', 'tinggi'))
);
--> statement-breakpoint
CREATE TABLE "chat_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"resolution_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_ratings_score_check" CHECK ("chat_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "chat_resolutions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_resolutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_case_summaries" ADD CONSTRAINT "chat_case_summaries_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_case_summaries" ADD CONSTRAINT "chat_case_summaries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_notes" ADD CONSTRAINT "chat_notes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_notes" ADD CONSTRAINT "chat_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_ratings" ADD CONSTRAINT "chat_ratings_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_ratings" ADD CONSTRAINT "chat_ratings_resolution_id_chat_resolutions_id_fk" FOREIGN KEY ("resolution_id") REFERENCES "public"."chat_resolutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_resolutions" ADD CONSTRAINT "chat_resolutions_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_notes_conversation_idx" ON "chat_notes" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_ratings_resolution_key" ON "chat_ratings" USING btree ("resolution_id");--> statement-breakpoint
CREATE INDEX "chat_ratings_conversation_idx" ON "chat_ratings" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "chat_resolutions_conversation_idx" ON "chat_resolutions" USING btree ("conversation_id","resolved_at");