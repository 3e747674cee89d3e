CREATE TABLE "service_hours" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"timezone" text NOT NULL,
	"weekly" jsonb NOT NULL,
	"closed_dates" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_hours_one_row" CHECK ("service_hours"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ALTER COLUMN "target_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ALTER COLUMN "target_username" DROP NOT NULL;