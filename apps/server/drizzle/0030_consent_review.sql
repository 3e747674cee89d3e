ALTER TABLE "journals" DROP CONSTRAINT "journals_kategori_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "statistics_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_kategori_check" CHECK ("journals"."kategori" in ('neurosis', 'psikotik', 'ptsd', 'depresi', 'anxiety'));--> statement-breakpoint
-- Hand-written: the statistics choice was made with the consent, and the starter articles about
-- depression and anxiety move to the corner's own topics (issue 39 items 3 and 6).
UPDATE "users" SET "statistics_consent_at" = "consent_at" WHERE "statistics_consent_at" IS NULL;--> statement-breakpoint
UPDATE "journals" SET "kategori" = 'depresi' WHERE "kategori" = 'neurosis' AND "sumber" IN ('https://www.who.int/news-room/fact-sheets/detail/depression', 'https://doi.org/10.1002/wps.20701', 'https://doi.org/10.1046/j.1525-1497.2001.016009606.x');--> statement-breakpoint
UPDATE "journals" SET "kategori" = 'anxiety' WHERE "kategori" = 'neurosis' AND "sumber" = 'https://www.who.int/news-room/fact-sheets/detail/anxiety-disorders';
