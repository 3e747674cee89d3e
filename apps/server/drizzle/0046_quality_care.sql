CREATE TABLE "chat_debriefs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_debriefs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resolution_id" integer NOT NULL,
	"counsellor_id" integer,
	"due_at" timestamp with time zone NOT NULL,
	"held_at" timestamp with time zone,
	"held_by" integer
);
--> statement-breakpoint
CREATE TABLE "chat_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"resolution_id" integer,
	"counsellor_id" integer,
	"reviewer_id" integer,
	"engagement" smallint NOT NULL,
	"collaboration" smallint NOT NULL,
	"safety_assessment" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reviews_scores_check" CHECK ("chat_reviews"."engagement" between 1 and 5 and "chat_reviews"."collaboration" between 1 and 5 and "chat_reviews"."safety_assessment" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "staff_wellbeing" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_wellbeing_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_wellbeing_score_check" CHECK ("staff_wellbeing"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "chat_resolutions" ADD COLUMN "counsellor_id" integer;--> statement-breakpoint
ALTER TABLE "chat_resolutions" ADD COLUMN "risky" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_debriefs" ADD CONSTRAINT "chat_debriefs_resolution_id_chat_resolutions_id_fk" FOREIGN KEY ("resolution_id") REFERENCES "public"."chat_resolutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_debriefs" ADD CONSTRAINT "chat_debriefs_counsellor_id_users_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_debriefs" ADD CONSTRAINT "chat_debriefs_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reviews" ADD CONSTRAINT "chat_reviews_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reviews" ADD CONSTRAINT "chat_reviews_resolution_id_chat_resolutions_id_fk" FOREIGN KEY ("resolution_id") REFERENCES "public"."chat_resolutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reviews" ADD CONSTRAINT "chat_reviews_counsellor_id_users_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reviews" ADD CONSTRAINT "chat_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_wellbeing" ADD CONSTRAINT "staff_wellbeing_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_debriefs_resolution_key" ON "chat_debriefs" USING btree ("resolution_id");--> statement-breakpoint
CREATE INDEX "chat_debriefs_open_idx" ON "chat_debriefs" USING btree ("due_at") WHERE "chat_debriefs"."held_at" is null;--> statement-breakpoint
CREATE INDEX "chat_reviews_conversation_idx" ON "chat_reviews" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_reviews_resolution_idx" ON "chat_reviews" USING btree ("resolution_id");--> statement-breakpoint
CREATE INDEX "staff_wellbeing_user_idx" ON "staff_wellbeing" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "staff_wellbeing_created_at_idx" ON "staff_wellbeing" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "chat_resolutions" ADD CONSTRAINT "chat_resolutions_counsellor_id_users_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_resolutions_resolved_at_idx" ON "chat_resolutions" USING btree ("resolved_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('forum_response', 'chat_reply', 'moderation', 'checkin', 'chat_overdue', 'account_security', 'chat_escalation', 'care_offer'));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK (kind in ('forum_response', 'chat_reply', 'moderation', 'checkin', 'chat_overdue', 'account_security', 'chat_escalation', 'care_offer'));