CREATE TABLE "sign_in_code_failures" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"failures" integer NOT NULL,
	"blocked_until" timestamp (3) with time zone,
	"last_failure_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "sign_in_code_failures_tenant_id_account_id_pk" PRIMARY KEY("tenant_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "sign_in_code_failures" ADD CONSTRAINT "sign_in_code_failures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_code_failures" ADD CONSTRAINT "sign_in_code_failures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_code_failures_last_failure" ON "sign_in_code_failures" USING btree ("last_failure_at");