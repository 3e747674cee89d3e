CREATE TABLE "safety_plans" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"plan" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkins_answer_check" CHECK (answer is null or answer in ('baik', 'biasa', 'berat', 'bahaya')),
	CONSTRAINT "checkins_answered_check" CHECK (("checkins"."answer" is null) = ("checkins"."answered_at" is null) and ("checkins"."answered_at" is null or "checkins"."sent_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"province" text,
	"city" text,
	"address" text,
	"phone" text,
	"hours" text,
	"bpjs" boolean,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_type_check" CHECK (type in ('puskesmas', 'rumah-sakit-jiwa', 'rumah-sakit', 'klinik', 'psikolog', 'layanan-telepon')),
	CONSTRAINT "services_coordinates_check" CHECK (("services"."lat" is null) = ("services"."lng" is null)),
	CONSTRAINT "services_coordinates_range_check" CHECK ("services"."lat" is null or ("services"."lat" between -90 and 90 and "services"."lng" between -180 and 180))
);
--> statement-breakpoint
ALTER TABLE "safety_plans" ADD CONSTRAINT "safety_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkins_unsent_due_at_idx" ON "checkins" USING btree ("due_at") WHERE "checkins"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "checkins_user_id_idx" ON "checkins" USING btree ("user_id","due_at");--> statement-breakpoint
CREATE INDEX "checkins_answered_at_idx" ON "checkins" USING btree ("answered_at") WHERE "checkins"."answered_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "services_identity_key" ON "services" USING btree (lower("name"),lower(coalesce("province", '')),lower(coalesce("city", '')));--> statement-breakpoint
CREATE INDEX "services_province_idx" ON "services" USING btree ("province");