CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "clinic_conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"condition_id" text NOT NULL,
	"title" text NOT NULL,
	"title_search" text NOT NULL,
	"letter" text NOT NULL,
	"also_called" text[] DEFAULT '{}'::text[] NOT NULL,
	"summary" text NOT NULL,
	"sections" jsonb NOT NULL,
	"related" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_name" text NOT NULL,
	"source_attribution" text NOT NULL,
	"source_url" text,
	"last_reviewed" date,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinic_content_cache" (
	"tenant_id" uuid NOT NULL,
	"cache_key" text NOT NULL,
	"body" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clinic_content_cache_tenant_id_cache_key_pk" PRIMARY KEY("tenant_id","cache_key")
);
--> statement-breakpoint
CREATE TABLE "news_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"locale" "preferred_language" NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"url" text,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_feed_cache" (
	"tenant_id" uuid NOT NULL,
	"locale" "preferred_language" NOT NULL,
	"items" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_feed_cache_tenant_id_locale_pk" PRIMARY KEY("tenant_id","locale")
);
--> statement-breakpoint
CREATE TABLE "partner_sandbox_arrivals" (
	"jti" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_sign_on_configs" (
	"tenant_id" uuid NOT NULL,
	"partner" text NOT NULL,
	"url" text,
	"audience" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_sign_on_configs_tenant_id_partner_pk" PRIMARY KEY("tenant_id","partner")
);
--> statement-breakpoint
CREATE TABLE "programme_pages" (
	"tenant_id" uuid NOT NULL,
	"programme" text NOT NULL,
	"locale" "preferred_language" NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"offers" jsonb NOT NULL,
	"eligibility" text NOT NULL,
	"includes_dependents" boolean NOT NULL,
	"contact" jsonb NOT NULL,
	"phone" text,
	"website" text,
	"hours" text NOT NULL,
	"call_to_action" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_pages_tenant_id_programme_locale_pk" PRIMARY KEY("tenant_id","programme","locale")
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"sealed_private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	"publish_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "programmes" text[];--> statement-breakpoint
ALTER TABLE "clinic_conditions" ADD CONSTRAINT "clinic_conditions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_content_cache" ADD CONSTRAINT "clinic_content_cache_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_announcements" ADD CONSTRAINT "news_announcements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_feed_cache" ADD CONSTRAINT "news_feed_cache_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_sandbox_arrivals" ADD CONSTRAINT "partner_sandbox_arrivals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_sign_on_configs" ADD CONSTRAINT "partner_sign_on_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_pages" ADD CONSTRAINT "programme_pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_keys" ADD CONSTRAINT "signing_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_conditions_tenant_locale_condition" ON "clinic_conditions" USING btree ("tenant_id","locale","condition_id");--> statement-breakpoint
CREATE INDEX "clinic_conditions_letter" ON "clinic_conditions" USING btree ("tenant_id","locale","letter");--> statement-breakpoint
CREATE INDEX "clinic_conditions_search_trgm" ON "clinic_conditions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_announcements_latest" ON "news_announcements" USING btree ("tenant_id","locale","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partner_sandbox_arrivals_expiry" ON "partner_sandbox_arrivals" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_keys_current" ON "signing_keys" USING btree ("tenant_id") WHERE "signing_keys"."retired_at" is null;