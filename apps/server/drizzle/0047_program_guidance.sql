ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD COLUMN "guidance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD COLUMN "reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD COLUMN "reminder_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "program_enrolments_reminder_due_idx" ON "program_enrolments" USING btree ("reminder_due_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('forum_response', 'chat_reply', 'moderation', 'checkin', 'chat_overdue', 'account_security', 'chat_escalation', 'care_offer', 'program_reminder'));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK (kind in ('forum_response', 'chat_reply', 'moderation', 'checkin', 'chat_overdue', 'account_security', 'chat_escalation', 'care_offer', 'program_reminder'));