CREATE TYPE "public"."questionnaire_instrument" AS ENUM('builtin-v3', 'who-5');--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"questionnaire_id" text NOT NULL,
	"version" integer NOT NULL,
	"instrument" "questionnaire_instrument" NOT NULL,
	"answers" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid,
	"key" text NOT NULL,
	"instrument" "questionnaire_instrument" NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaires_version_unique" UNIQUE NULLS NOT DISTINCT("tenant_id","company_id","key","version"),
	CONSTRAINT "questionnaires_version_positive" CHECK ("questionnaires"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "questionnaire_retake_after_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_responses_account_answered" ON "questionnaire_responses" USING btree ("tenant_id","account_id","answered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_current_company" ON "questionnaires" USING btree ("company_id") WHERE "questionnaires"."is_current" and "questionnaires"."company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_current_tenant" ON "questionnaires" USING btree ("tenant_id") WHERE "questionnaires"."is_current" and "questionnaires"."company_id" is null;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_questionnaire_retake_after_days_range" CHECK ("companies"."questionnaire_retake_after_days" between 0 and 3650);