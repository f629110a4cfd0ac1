CREATE TABLE "sign_in_throttles" (
	"tenant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"consecutive_failures" integer NOT NULL,
	"blocked_until" timestamp (3) with time zone,
	"last_failure_at" timestamp (3) with time zone NOT NULL,
	"notified_at" timestamp (3) with time zone,
	CONSTRAINT "sign_in_throttles_tenant_id_email_pk" PRIMARY KEY("tenant_id","email")
);
--> statement-breakpoint
ALTER TABLE "sign_in_throttles" ADD CONSTRAINT "sign_in_throttles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_throttles_tenant_last_failure" ON "sign_in_throttles" USING btree ("tenant_id","last_failure_at");