CREATE TABLE "counsellor_presence" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"chosen" text DEFAULT 'offline' NOT NULL,
	"seen_until" timestamp with time zone,
	"active_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counsellor_presence_chosen_check" CHECK (chosen in ('online', 'away', 'offline'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_admin_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "awaiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "first_response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "overdue_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "counsellor_presence" ADD CONSTRAINT "counsellor_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_first_response_due_at_idx" ON "conversations" USING btree ("first_response_due_at") WHERE "conversations"."first_response_due_at" is not null;--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "admin_id";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('forum_response', 'chat_reply', 'moderation', 'checkin', 'chat_overdue'));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK (kind in ('forum_response', 'chat_reply', 'moderation', 'checkin', 'chat_overdue'));