CREATE TABLE "screening_anonymous_counts" (
	"day" date NOT NULL,
	"code" text NOT NULL,
	"band" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "screening_anonymous_counts_day_code_band_pk" PRIMARY KEY("day","code","band")
);
--> statement-breakpoint
CREATE TABLE "screening_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screening_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"code" text NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"band" text NOT NULL,
	"crisis" boolean NOT NULL,
	"claim_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_submissions_code_check" CHECK ("screening_submissions"."code" in ('phq9', 'gad7'))
);
--> statement-breakpoint
ALTER TABLE "screening_submissions" ADD CONSTRAINT "screening_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_submissions_user_code_idx" ON "screening_submissions" USING btree ("user_id","code","id");