CREATE TABLE "forum_moderation_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_moderation_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"target_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"author_id" integer,
	"admin_id" integer,
	"admin_username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"tag" text,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('indonesian'::regconfig, title || ' ' || description) || to_tsvector('simple'::regconfig, title || ' ' || description)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_questions_tag_check" CHECK (tag is null or tag in ('psikotik', 'neurosis', 'ptsd')),
	CONSTRAINT "forum_questions_title_check" CHECK (char_length("forum_questions"."title") between 1 and 150),
	CONSTRAINT "forum_questions_description_check" CHECK (char_length("forum_questions"."description") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "forum_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_responses_text_check" CHECK (char_length("forum_responses"."text") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "forum_votes" (
	"response_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_votes_pkey" PRIMARY KEY("response_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "forum_moderation_log" ADD CONSTRAINT "forum_moderation_log_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_moderation_log" ADD CONSTRAINT "forum_moderation_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_questions" ADD CONSTRAINT "forum_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_responses" ADD CONSTRAINT "forum_responses_question_id_forum_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."forum_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_responses" ADD CONSTRAINT "forum_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_votes" ADD CONSTRAINT "forum_votes_response_id_forum_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."forum_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_votes" ADD CONSTRAINT "forum_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_moderation_log_created_idx" ON "forum_moderation_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "forum_moderation_log_author_idx" ON "forum_moderation_log" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "forum_moderation_log_admin_idx" ON "forum_moderation_log" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "forum_questions_created_idx" ON "forum_questions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "forum_questions_tag_created_idx" ON "forum_questions" USING btree ("tag","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_questions_user_created_idx" ON "forum_questions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_questions_search_idx" ON "forum_questions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "forum_responses_question_created_idx" ON "forum_responses" USING btree ("question_id","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_responses_user_id_idx" ON "forum_responses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_votes_user_id_idx" ON "forum_votes" USING btree ("user_id");