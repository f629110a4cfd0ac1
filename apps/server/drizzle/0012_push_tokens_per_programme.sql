DROP INDEX "devices_token_hash_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "devices_tenant_token_hash_unique" ON "devices" USING btree ("tenant_id","token_hash");