CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selftest_questions" (
	"nomor" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "selftest_questions_nomor_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"pertanyaan" text NOT NULL,
	"kategori" text,
	"crisis" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selftest_questions_kategori_check" CHECK ("selftest_questions"."kategori" in ('neurosis', 'psikotik', 'ptsd', 'zat'))
);
--> statement-breakpoint
CREATE TABLE "selftest_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "selftest_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"answers" jsonb NOT NULL,
	"hasil" text NOT NULL,
	"severity" text NOT NULL,
	"score" integer NOT NULL,
	"domains" jsonb NOT NULL,
	"crisis" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "selftest_submissions" ADD CONSTRAINT "selftest_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "selftest_questions_position_idx" ON "selftest_questions" USING btree ("position","nomor");--> statement-breakpoint
CREATE INDEX "selftest_submissions_user_id_idx" ON "selftest_submissions" USING btree ("user_id","id");