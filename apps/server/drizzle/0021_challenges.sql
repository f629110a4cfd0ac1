CREATE TYPE "public"."challenge_entry_source" AS ENUM('manual', 'phone');--> statement-breakpoint
CREATE TYPE "public"."challenge_goal_type" AS ENUM('daily', 'total');--> statement-breakpoint
CREATE TYPE "public"."challenge_kind" AS ENUM('steps', 'active_minutes', 'habit');--> statement-breakpoint
CREATE TYPE "public"."challenge_team_mode" AS ENUM('individual', 'choose', 'assigned');--> statement-breakpoint
CREATE TABLE "challenge_entries" (
	"challenge_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"value" integer NOT NULL,
	"source" "challenge_entry_source" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_entries_challenge_id_account_id_day_pk" PRIMARY KEY("challenge_id","account_id","day"),
	CONSTRAINT "challenge_entries_value" CHECK ("challenge_entries"."value" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "challenge_participants" (
	"challenge_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"team_id" uuid,
	"display_name" text,
	"phone_steps" boolean DEFAULT false NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"days_met" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "challenge_participants_challenge_id_account_id_pk" PRIMARY KEY("challenge_id","account_id"),
	CONSTRAINT "challenge_participants_display_name" CHECK ("challenge_participants"."display_name" is null or char_length("challenge_participants"."display_name") between 1 and 40),
	CONSTRAINT "challenge_participants_progress" CHECK ("challenge_participants"."total" >= 0 and "challenge_participants"."days_met" >= 0)
);
--> statement-breakpoint
CREATE TABLE "challenge_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "challenge_teams_position" UNIQUE("challenge_id","position"),
	CONSTRAINT "challenge_teams_name" CHECK (char_length("challenge_teams"."name") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" "challenge_kind" NOT NULL,
	"goal_type" "challenge_goal_type" NOT NULL,
	"goal" integer NOT NULL,
	"days_required" integer,
	"team_mode" "challenge_team_mode" NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"join_until" date NOT NULL,
	"points" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_title" CHECK (char_length("challenges"."title") between 1 and 80),
	CONSTRAINT "challenges_description" CHECK (char_length("challenges"."description") <= 500),
	CONSTRAINT "challenges_dates" CHECK ("challenges"."ends_on" >= "challenges"."starts_on" and "challenges"."ends_on" - "challenges"."starts_on" < 366),
	CONSTRAINT "challenges_join_until" CHECK ("challenges"."join_until" between "challenges"."starts_on" - 30 and "challenges"."ends_on"),
	CONSTRAINT "challenges_points" CHECK ("challenges"."points" between 1 and 100000),
	CONSTRAINT "challenges_goal" CHECK ("challenges"."goal" >= 1 and "challenges"."goal" <= (case "challenges"."kind" when 'steps' then 100000 when 'active_minutes' then 1440 else 1 end) * (case "challenges"."goal_type" when 'daily' then 1 else "challenges"."ends_on" - "challenges"."starts_on" + 1 end)),
	CONSTRAINT "challenges_habit_daily" CHECK ("challenges"."kind" <> 'habit' or "challenges"."goal_type" = 'daily'),
	CONSTRAINT "challenges_days_required" CHECK ("challenges"."days_required" is null or ("challenges"."goal_type" = 'daily' and "challenges"."days_required" between 1 and "challenges"."ends_on" - "challenges"."starts_on" + 1))
);
--> statement-breakpoint
ALTER TABLE "challenge_entries" ADD CONSTRAINT "challenge_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_entries" ADD CONSTRAINT "challenge_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_entries" ADD CONSTRAINT "challenge_entries_participant" FOREIGN KEY ("challenge_id","account_id") REFERENCES "public"."challenge_participants"("challenge_id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_team_id_challenge_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."challenge_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_teams" ADD CONSTRAINT "challenge_teams_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_teams" ADD CONSTRAINT "challenge_teams_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_participants_board" ON "challenge_participants" USING btree ("challenge_id","total");--> statement-breakpoint
CREATE INDEX "challenge_participants_team" ON "challenge_participants" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "challenges_tenant_ends" ON "challenges" USING btree ("tenant_id","ends_on");