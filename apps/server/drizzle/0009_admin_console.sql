CREATE TYPE "public"."eligibility_import_status" AS ENUM('checking', 'checked', 'committing', 'committed', 'failed', 'discarded');--> statement-breakpoint
CREATE TYPE "public"."eligibility_relationship" AS ENUM('employee', 'spouse', 'dependent');--> statement-breakpoint
CREATE TYPE "public"."eligibility_row_action" AS ENUM('add', 'update', 'unchanged', 'terminate', 'error');--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'invitation_resent';--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'deactivated';--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'reactivated';--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'sign_in_refused';--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'eligibility_imported';--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'article_changed';--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'video_changed';--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'programme_changed';--> statement-breakpoint
CREATE TABLE "eligibility_import_rows" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"action" "eligibility_row_action" NOT NULL,
	"reason" text,
	"data" jsonb NOT NULL,
	"account_id" uuid,
	CONSTRAINT "eligibility_import_rows_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "eligibility_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"file_name" text NOT NULL,
	"status" "eligibility_import_status" DEFAULT 'checking' NOT NULL,
	"total_rows" integer,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"summary" jsonb,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"committed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "employee_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "eligibility_relationship" "eligibility_relationship";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "actor_account_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "analytics_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "support_line" jsonb;--> statement-breakpoint
ALTER TABLE "eligibility_import_rows" ADD CONSTRAINT "eligibility_import_rows_import_id_eligibility_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."eligibility_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_import_rows" ADD CONSTRAINT "eligibility_import_rows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_imports" ADD CONSTRAINT "eligibility_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_imports" ADD CONSTRAINT "eligibility_imports_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eligibility_import_rows_action" ON "eligibility_import_rows" USING btree ("import_id","action");--> statement-breakpoint
CREATE INDEX "eligibility_imports_tenant_created" ON "eligibility_imports" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_tenant_employee_unique" ON "accounts" USING btree ("tenant_id","employee_id") WHERE "accounts"."employee_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_events_tenant_event_created" ON "audit_events" USING btree ("tenant_id","event","created_at" DESC NULLS LAST);