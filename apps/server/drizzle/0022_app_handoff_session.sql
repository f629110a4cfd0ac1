-- A hand-over code now carries the website session's last proof and end. Codes live two minutes:
-- any outstanding one is dropped rather than given values it never recorded.
DELETE FROM "app_handoffs";--> statement-breakpoint
ALTER TABLE "app_handoffs" ADD COLUMN "session_verified_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "app_handoffs" ADD COLUMN "session_expires_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "app_handoffs" ADD COLUMN "two_step_setup_required" boolean NOT NULL;
