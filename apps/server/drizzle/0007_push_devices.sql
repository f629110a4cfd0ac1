CREATE TYPE "public"."device_platform" AS ENUM('android', 'ios');--> statement-breakpoint
CREATE TYPE "public"."push_kind" AS ENUM('article-published', 'questionnaire-reminder');--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"session_id" uuid,
	"token" text NOT NULL,
	"token_hash" text NOT NULL,
	"platform" "device_platform" NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_sends" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" "push_kind" NOT NULL,
	"subject" text NOT NULL,
	"delivered_devices" integer,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_sends_account_id_kind_subject_pk" PRIMARY KEY("account_id","kind","subject")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "push_news" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_sends" ADD CONSTRAINT "push_sends_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_sends" ADD CONSTRAINT "push_sends_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_token_hash_unique" ON "devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "devices_account" ON "devices" USING btree ("tenant_id","account_id");--> statement-breakpoint
CREATE INDEX "devices_session" ON "devices" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "push_sends_tenant_claimed" ON "push_sends" USING btree ("tenant_id","claimed_at");