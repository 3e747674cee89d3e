CREATE TABLE "journals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kategori" text NOT NULL,
	"judul" text NOT NULL,
	"sumber" text NOT NULL,
	"kutipan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journals_kategori_check" CHECK ("journals"."kategori" in ('neurosis', 'psikotik', 'ptsd'))
);
--> statement-breakpoint
CREATE TABLE "seed_markers" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "journals_kategori_id_idx" ON "journals" USING btree ("kategori","id");