ALTER TYPE "public"."audit_event" ADD VALUE 'sign_in_throttled';--> statement-breakpoint
CREATE TABLE "sign_in_device_failures" (
	"tenant_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"failures" integer NOT NULL,
	"blocked_until" timestamp (3) with time zone,
	"last_failure_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "sign_in_device_failures_tenant_id_device_id_pk" PRIMARY KEY("tenant_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "sign_in_device_failures" ADD CONSTRAINT "sign_in_device_failures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_device_failures_last_failure" ON "sign_in_device_failures" USING btree ("last_failure_at");