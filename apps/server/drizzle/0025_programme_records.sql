CREATE TABLE "brand_assets" (
	"tenant_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_assets_tenant_id_file_name_pk" PRIMARY KEY("tenant_id","file_name")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "host_rules" jsonb;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "host_order" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "theme" jsonb;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "logo_file" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "favicon_file" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "languages" text[];--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "analytics_database" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "support_email" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "brand_support_line" jsonb;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "sender_address" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "deletion_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_assets" ADD CONSTRAINT "brand_assets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_status" CHECK ("tenants"."status" in ('active', 'suspended'));