ALTER TABLE "eligibility_import_rows" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "eligibility_imports" ADD COLUMN "applied_through_line" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "accounts_email_trgm" ON "accounts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_employee_id_trgm" ON "accounts" USING gin ("employee_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_full_name_trgm" ON "members" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_preferred_name_trgm" ON "members" USING gin ("preferred_name" gin_trgm_ops);