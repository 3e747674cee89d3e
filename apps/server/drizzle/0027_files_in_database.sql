CREATE TABLE "file_chunks" (
	"path" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_path_seq_pk" PRIMARY KEY("path","seq")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"path" text PRIMARY KEY NOT NULL,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_path_stored_files_path_fk" FOREIGN KEY ("path") REFERENCES "public"."stored_files"("path") ON DELETE cascade ON UPDATE no action;