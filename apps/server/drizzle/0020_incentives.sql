CREATE TYPE "public"."incentive_alternative_status" AS ENUM('pending', 'approved', 'declined');--> statement-breakpoint
CREATE TYPE "public"."incentive_ledger_source" AS ENUM('questionnaire', 'health_scan', 'article', 'video', 'partner_programme', 'custom', 'challenge', 'adjustment', 'alternative');--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'rewards_plan_changed';--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'points_adjusted';--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'alternative_requested';--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'alternative_decided';--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'rewards_exported';--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'challenge_changed';--> statement-breakpoint
ALTER TYPE "public"."push_kind" ADD VALUE 'level-reached';--> statement-breakpoint
ALTER TYPE "public"."push_kind" ADD VALUE 'alternative-answered';--> statement-breakpoint
CREATE TABLE "incentive_alternatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"activity_key" text NOT NULL,
	"reason" text NOT NULL,
	"status" "incentive_alternative_status" DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"alternative" text,
	"points" integer,
	"decline_reason" text,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "incentive_balances" (
	"plan_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"celebrated_points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incentive_balances_plan_id_account_id_pk" PRIMARY KEY("plan_id","account_id"),
	CONSTRAINT "incentive_balances_not_negative" CHECK ("incentive_balances"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "incentive_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"source" "incentive_ledger_source" NOT NULL,
	"activity_key" text NOT NULL,
	"award_key" text NOT NULL,
	"points" integer NOT NULL,
	"title" text,
	"actor_account_id" uuid,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incentive_levels_reached" (
	"plan_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"level_points" integer NOT NULL,
	"level_name" text NOT NULL,
	"reward" text NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incentive_levels_reached_plan_id_account_id_level_points_pk" PRIMARY KEY("plan_id","account_id","level_points")
);
--> statement-breakpoint
CREATE TABLE "incentive_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"activities" jsonb NOT NULL,
	"levels" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incentive_plans_dates" CHECK ("incentive_plans"."ends_on" > "incentive_plans"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "video_progress" ADD COLUMN "started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "incentive_alternatives" ADD CONSTRAINT "incentive_alternatives_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_alternatives" ADD CONSTRAINT "incentive_alternatives_plan_id_incentive_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."incentive_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_alternatives" ADD CONSTRAINT "incentive_alternatives_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_alternatives" ADD CONSTRAINT "incentive_alternatives_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_balances" ADD CONSTRAINT "incentive_balances_plan_id_incentive_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."incentive_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_balances" ADD CONSTRAINT "incentive_balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_balances" ADD CONSTRAINT "incentive_balances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_ledger" ADD CONSTRAINT "incentive_ledger_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_ledger" ADD CONSTRAINT "incentive_ledger_plan_id_incentive_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."incentive_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_ledger" ADD CONSTRAINT "incentive_ledger_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_ledger" ADD CONSTRAINT "incentive_ledger_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_levels_reached" ADD CONSTRAINT "incentive_levels_reached_plan_id_incentive_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."incentive_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_levels_reached" ADD CONSTRAINT "incentive_levels_reached_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_levels_reached" ADD CONSTRAINT "incentive_levels_reached_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_plans" ADD CONSTRAINT "incentive_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incentive_alternatives_queue" ON "incentive_alternatives" USING btree ("tenant_id","status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "incentive_alternatives_one_pending" ON "incentive_alternatives" USING btree ("plan_id","account_id","activity_key") WHERE "incentive_alternatives"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "incentive_ledger_award_once" ON "incentive_ledger" USING btree ("plan_id","account_id","award_key");--> statement-breakpoint
CREATE INDEX "incentive_ledger_caps" ON "incentive_ledger" USING btree ("plan_id","account_id","activity_key","awarded_at");--> statement-breakpoint
CREATE INDEX "incentive_ledger_history" ON "incentive_ledger" USING btree ("tenant_id","account_id","awarded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "incentive_plans_tenant_start" ON "incentive_plans" USING btree ("tenant_id","starts_on");--> statement-breakpoint
-- The ledger is append-only: a row is never changed (only its adjusting admin may be forgotten when
-- that account goes), and rows go only with the member's account.
CREATE FUNCTION incentive_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ROW(NEW.id, NEW.tenant_id, NEW.plan_id, NEW.account_id, NEW.source, NEW.activity_key, NEW.award_key,
         NEW.points, NEW.title, NEW.awarded_at)
     IS DISTINCT FROM
     ROW(OLD.id, OLD.tenant_id, OLD.plan_id, OLD.account_id, OLD.source, OLD.activity_key, OLD.award_key,
         OLD.points, OLD.title, OLD.awarded_at)
     OR NEW.actor_account_id IS NOT NULL AND NEW.actor_account_id IS DISTINCT FROM OLD.actor_account_id THEN
    RAISE EXCEPTION 'incentive_ledger is append-only' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER incentive_ledger_append_only BEFORE UPDATE ON incentive_ledger
  FOR EACH ROW EXECUTE FUNCTION incentive_ledger_append_only();
