-- Unlogged: counters are not worth a write-ahead log (a crash may reset them, nothing else).
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_job_leases" (
	"job" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"last_run_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "eligibility_imports" ADD COLUMN "heartbeat_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires" ON "rate_limit_counters" USING btree ("expires_at");