CREATE TYPE "public"."age_band" AS ENUM('18-29', '30-39', '40-49', '50-59', '60-69', '70-plus');--> statement-breakpoint
CREATE TYPE "public"."health_scan_quality" AS ENUM('good', 'fair');--> statement-breakpoint
CREATE TYPE "public"."rate_medicine" AS ENUM('none', 'beta-blocker', 'other', 'unsure');--> statement-breakpoint
CREATE TYPE "public"."sex" AS ENUM('female', 'male', 'other', 'prefer-not-to-say');--> statement-breakpoint
CREATE TABLE "health_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"engine_name" text NOT NULL,
	"engine_version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"frames" integer NOT NULL,
	"heart_rate_bpm" double precision NOT NULL,
	"quality" "health_scan_quality" NOT NULL,
	"snr_db" double precision NOT NULL,
	"caffeine" boolean NOT NULL,
	"nicotine" boolean NOT NULL,
	"exercise" boolean NOT NULL,
	"rate_medicine" "rate_medicine" NOT NULL,
	"rhythm_condition" boolean NOT NULL,
	"age_band" "age_band",
	"sex" "sex",
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_scans_heart_rate_range" CHECK ("health_scans"."heart_rate_bpm" between 30 and 220),
	CONSTRAINT "health_scans_duration_range" CHECK ("health_scans"."duration_ms" between 15000 and 120000),
	CONSTRAINT "health_scans_frames_positive" CHECK ("health_scans"."frames" > 0)
);
--> statement-breakpoint
ALTER TABLE "health_scans" ADD CONSTRAINT "health_scans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_scans" ADD CONSTRAINT "health_scans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_scans_account_recorded" ON "health_scans" USING btree ("tenant_id","account_id","recorded_at");