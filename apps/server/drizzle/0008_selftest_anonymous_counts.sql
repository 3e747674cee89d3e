CREATE TABLE "selftest_anonymous_counts" (
	"day" date NOT NULL,
	"hasil" text NOT NULL,
	"severity" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "selftest_anonymous_counts_day_hasil_severity_pk" PRIMARY KEY("day","hasil","severity")
);
