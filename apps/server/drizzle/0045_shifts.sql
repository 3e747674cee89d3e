CREATE TABLE "counsellor_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"counsellor_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "counsellor_shifts_span_check" CHECK ("counsellor_shifts"."day" between 0 and 6 and "counsellor_shifts"."start_minute" >= 0 and "counsellor_shifts"."end_minute" <= 1440 and "counsellor_shifts"."start_minute" < "counsellor_shifts"."end_minute")
);
--> statement-breakpoint
ALTER TABLE "counsellor_shifts" ADD CONSTRAINT "counsellor_shifts_counsellor_id_users_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counsellor_shifts_day_idx" ON "counsellor_shifts" USING btree ("day");