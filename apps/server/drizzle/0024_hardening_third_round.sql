ALTER TABLE "forum_votes" ADD COLUMN "counted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD COLUMN "weight" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_weight_check" CHECK ("forum_reports"."weight" between 0 and 2);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_count_check" CHECK ("notifications"."count" >= 1);