ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A session from before this column was last seen, as far as is known, when it began.
UPDATE "sessions" SET "last_seen_at" = "created_at" WHERE "revoked_at" IS NULL;
