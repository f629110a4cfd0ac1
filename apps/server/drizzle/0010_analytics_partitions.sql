-- Analytics events partitioned by month, hand-written: Drizzle cannot declare partitioning.
-- For each analytics database's schema: the old table is renamed, the partitioned one created (primary key
-- (tenant_id, id, occurred_at), so a repeated event is ignored: ON CONFLICT DO NOTHING), a partition made
-- for every month (UTC) the old rows need and for the last 12 months, this one and the next, the old rows copied (user_id
-- becomes member_id, application_type becomes platform: HEALTHCARE_MOBILE is android, anything else web;
-- event names kept), and the old table dropped. Later months' partitions are made by the ingestion
-- repository before it inserts (modules/ingestion/partitions.ts), named events_YYYY_MM.
DROP INDEX IF EXISTS "amm_c0nj"."events_tenant_occurred";--> statement-breakpoint
ALTER TABLE "amm_c0nj"."events" RENAME TO "events_before_partitioning";--> statement-breakpoint
CREATE TABLE "amm_c0nj"."events" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"event" text NOT NULL,
	"properties" jsonb NOT NULL,
	"member_id" text,
	"platform" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_tenant_id_id_occurred_at_pk" PRIMARY KEY("tenant_id","id","occurred_at")
) PARTITION BY RANGE ("occurred_at");--> statement-breakpoint
ALTER TABLE "amm_c0nj"."events" ADD CONSTRAINT "events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_tenant_occurred" ON "amm_c0nj"."events" USING btree ("tenant_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_tenant_event_occurred" ON "amm_c0nj"."events" USING btree ("tenant_id","event","occurred_at");--> statement-breakpoint
DO $$
DECLARE
	month_start timestamp;
BEGIN
	FOR month_start IN
		SELECT DISTINCT date_trunc('month', "occurred_at" AT TIME ZONE 'UTC') FROM "amm_c0nj"."events_before_partitioning"
		UNION
		SELECT generate_series(
			date_trunc('month', now() AT TIME ZONE 'UTC') - interval '12 months',
			date_trunc('month', now() AT TIME ZONE 'UTC') + interval '1 month',
			interval '1 month'
		)
	LOOP
		EXECUTE format(
			'CREATE TABLE IF NOT EXISTS %I.%I PARTITION OF %I."events" FOR VALUES FROM (%L) TO (%L)',
			'amm_c0nj',
			'events_' || to_char(month_start, 'YYYY_MM'),
			'amm_c0nj',
			(month_start AT TIME ZONE 'UTC'),
			((month_start + interval '1 month') AT TIME ZONE 'UTC')
		);
	END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO "amm_c0nj"."events" ("id", "tenant_id", "event", "properties", "member_id", "platform", "occurred_at", "received_at")
SELECT "id", "tenant_id", "event", "properties", "user_id",
	CASE WHEN "application_type" = 'HEALTHCARE_MOBILE' THEN 'android' ELSE 'web' END,
	"occurred_at", "received_at"
FROM "amm_c0nj"."events_before_partitioning"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "amm_c0nj"."events_before_partitioning";--> statement-breakpoint
DROP INDEX IF EXISTS "incentwellness_mm"."events_tenant_occurred";--> statement-breakpoint
ALTER TABLE "incentwellness_mm"."events" RENAME TO "events_before_partitioning";--> statement-breakpoint
CREATE TABLE "incentwellness_mm"."events" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"event" text NOT NULL,
	"properties" jsonb NOT NULL,
	"member_id" text,
	"platform" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_tenant_id_id_occurred_at_pk" PRIMARY KEY("tenant_id","id","occurred_at")
) PARTITION BY RANGE ("occurred_at");--> statement-breakpoint
ALTER TABLE "incentwellness_mm"."events" ADD CONSTRAINT "events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_tenant_occurred" ON "incentwellness_mm"."events" USING btree ("tenant_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_tenant_event_occurred" ON "incentwellness_mm"."events" USING btree ("tenant_id","event","occurred_at");--> statement-breakpoint
DO $$
DECLARE
	month_start timestamp;
BEGIN
	FOR month_start IN
		SELECT DISTINCT date_trunc('month', "occurred_at" AT TIME ZONE 'UTC') FROM "incentwellness_mm"."events_before_partitioning"
		UNION
		SELECT generate_series(
			date_trunc('month', now() AT TIME ZONE 'UTC') - interval '12 months',
			date_trunc('month', now() AT TIME ZONE 'UTC') + interval '1 month',
			interval '1 month'
		)
	LOOP
		EXECUTE format(
			'CREATE TABLE IF NOT EXISTS %I.%I PARTITION OF %I."events" FOR VALUES FROM (%L) TO (%L)',
			'incentwellness_mm',
			'events_' || to_char(month_start, 'YYYY_MM'),
			'incentwellness_mm',
			(month_start AT TIME ZONE 'UTC'),
			((month_start + interval '1 month') AT TIME ZONE 'UTC')
		);
	END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO "incentwellness_mm"."events" ("id", "tenant_id", "event", "properties", "member_id", "platform", "occurred_at", "received_at")
SELECT "id", "tenant_id", "event", "properties", "user_id",
	CASE WHEN "application_type" = 'HEALTHCARE_MOBILE' THEN 'android' ELSE 'web' END,
	"occurred_at", "received_at"
FROM "incentwellness_mm"."events_before_partitioning"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "incentwellness_mm"."events_before_partitioning";--> statement-breakpoint
DROP INDEX IF EXISTS "oakmorelabs_mm"."events_tenant_occurred";--> statement-breakpoint
ALTER TABLE "oakmorelabs_mm"."events" RENAME TO "events_before_partitioning";--> statement-breakpoint
CREATE TABLE "oakmorelabs_mm"."events" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"event" text NOT NULL,
	"properties" jsonb NOT NULL,
	"member_id" text,
	"platform" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_tenant_id_id_occurred_at_pk" PRIMARY KEY("tenant_id","id","occurred_at")
) PARTITION BY RANGE ("occurred_at");--> statement-breakpoint
ALTER TABLE "oakmorelabs_mm"."events" ADD CONSTRAINT "events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_tenant_occurred" ON "oakmorelabs_mm"."events" USING btree ("tenant_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_tenant_event_occurred" ON "oakmorelabs_mm"."events" USING btree ("tenant_id","event","occurred_at");--> statement-breakpoint
DO $$
DECLARE
	month_start timestamp;
BEGIN
	FOR month_start IN
		SELECT DISTINCT date_trunc('month', "occurred_at" AT TIME ZONE 'UTC') FROM "oakmorelabs_mm"."events_before_partitioning"
		UNION
		SELECT generate_series(
			date_trunc('month', now() AT TIME ZONE 'UTC') - interval '12 months',
			date_trunc('month', now() AT TIME ZONE 'UTC') + interval '1 month',
			interval '1 month'
		)
	LOOP
		EXECUTE format(
			'CREATE TABLE IF NOT EXISTS %I.%I PARTITION OF %I."events" FOR VALUES FROM (%L) TO (%L)',
			'oakmorelabs_mm',
			'events_' || to_char(month_start, 'YYYY_MM'),
			'oakmorelabs_mm',
			(month_start AT TIME ZONE 'UTC'),
			((month_start + interval '1 month') AT TIME ZONE 'UTC')
		);
	END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO "oakmorelabs_mm"."events" ("id", "tenant_id", "event", "properties", "member_id", "platform", "occurred_at", "received_at")
SELECT "id", "tenant_id", "event", "properties", "user_id",
	CASE WHEN "application_type" = 'HEALTHCARE_MOBILE' THEN 'android' ELSE 'web' END,
	"occurred_at", "received_at"
FROM "oakmorelabs_mm"."events_before_partitioning"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "oakmorelabs_mm"."events_before_partitioning";
