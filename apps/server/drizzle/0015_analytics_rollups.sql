CREATE TABLE "amm_c0nj"."event_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"event" text NOT NULL,
	"subject" text NOT NULL,
	"events" integer NOT NULL,
	"member_events" integer NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "event_days_tenant_id_day_event_subject_pk" PRIMARY KEY("tenant_id","day","event","subject")
);
--> statement-breakpoint
CREATE TABLE "amm_c0nj"."event_weeks" (
	"tenant_id" uuid NOT NULL,
	"week" date NOT NULL,
	"event" text NOT NULL,
	"events" integer NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "event_weeks_tenant_id_week_event_pk" PRIMARY KEY("tenant_id","week","event")
);
--> statement-breakpoint
CREATE TABLE "amm_c0nj"."member_numbers" (
	"tenant_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "member_numbers_tenant_id_member_id_pk" PRIMARY KEY("tenant_id","member_id"),
	CONSTRAINT "member_numbers_tenant_number" UNIQUE("tenant_id","number")
);
--> statement-breakpoint
CREATE TABLE "amm_c0nj"."member_sets" (
	"tenant_id" uuid NOT NULL,
	"period" text NOT NULL,
	"start" date NOT NULL,
	"event" text NOT NULL,
	"subject" text NOT NULL,
	"chunk" smallint NOT NULL,
	"members" bit varying NOT NULL,
	CONSTRAINT "member_sets_tenant_id_period_start_event_subject_chunk_pk" PRIMARY KEY("tenant_id","period","start","event","subject","chunk")
);
--> statement-breakpoint
CREATE TABLE "amm_c0nj"."rollup_periods" (
	"tenant_id" uuid NOT NULL,
	"period" text NOT NULL,
	"start" date NOT NULL,
	"changes" integer NOT NULL,
	"rolled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_periods_tenant_id_period_start_pk" PRIMARY KEY("tenant_id","period","start")
);
--> statement-breakpoint
CREATE TABLE "incentwellness_mm"."event_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"event" text NOT NULL,
	"subject" text NOT NULL,
	"events" integer NOT NULL,
	"member_events" integer NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "event_days_tenant_id_day_event_subject_pk" PRIMARY KEY("tenant_id","day","event","subject")
);
--> statement-breakpoint
CREATE TABLE "incentwellness_mm"."event_weeks" (
	"tenant_id" uuid NOT NULL,
	"week" date NOT NULL,
	"event" text NOT NULL,
	"events" integer NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "event_weeks_tenant_id_week_event_pk" PRIMARY KEY("tenant_id","week","event")
);
--> statement-breakpoint
CREATE TABLE "incentwellness_mm"."member_numbers" (
	"tenant_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "member_numbers_tenant_id_member_id_pk" PRIMARY KEY("tenant_id","member_id"),
	CONSTRAINT "member_numbers_tenant_number" UNIQUE("tenant_id","number")
);
--> statement-breakpoint
CREATE TABLE "incentwellness_mm"."member_sets" (
	"tenant_id" uuid NOT NULL,
	"period" text NOT NULL,
	"start" date NOT NULL,
	"event" text NOT NULL,
	"subject" text NOT NULL,
	"chunk" smallint NOT NULL,
	"members" bit varying NOT NULL,
	CONSTRAINT "member_sets_tenant_id_period_start_event_subject_chunk_pk" PRIMARY KEY("tenant_id","period","start","event","subject","chunk")
);
--> statement-breakpoint
CREATE TABLE "incentwellness_mm"."rollup_periods" (
	"tenant_id" uuid NOT NULL,
	"period" text NOT NULL,
	"start" date NOT NULL,
	"changes" integer NOT NULL,
	"rolled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_periods_tenant_id_period_start_pk" PRIMARY KEY("tenant_id","period","start")
);
--> statement-breakpoint
CREATE TABLE "oakmorelabs_mm"."event_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"event" text NOT NULL,
	"subject" text NOT NULL,
	"events" integer NOT NULL,
	"member_events" integer NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "event_days_tenant_id_day_event_subject_pk" PRIMARY KEY("tenant_id","day","event","subject")
);
--> statement-breakpoint
CREATE TABLE "oakmorelabs_mm"."event_weeks" (
	"tenant_id" uuid NOT NULL,
	"week" date NOT NULL,
	"event" text NOT NULL,
	"events" integer NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "event_weeks_tenant_id_week_event_pk" PRIMARY KEY("tenant_id","week","event")
);
--> statement-breakpoint
CREATE TABLE "oakmorelabs_mm"."member_numbers" (
	"tenant_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "member_numbers_tenant_id_member_id_pk" PRIMARY KEY("tenant_id","member_id"),
	CONSTRAINT "member_numbers_tenant_number" UNIQUE("tenant_id","number")
);
--> statement-breakpoint
CREATE TABLE "oakmorelabs_mm"."member_sets" (
	"tenant_id" uuid NOT NULL,
	"period" text NOT NULL,
	"start" date NOT NULL,
	"event" text NOT NULL,
	"subject" text NOT NULL,
	"chunk" smallint NOT NULL,
	"members" bit varying NOT NULL,
	CONSTRAINT "member_sets_tenant_id_period_start_event_subject_chunk_pk" PRIMARY KEY("tenant_id","period","start","event","subject","chunk")
);
--> statement-breakpoint
CREATE TABLE "oakmorelabs_mm"."rollup_periods" (
	"tenant_id" uuid NOT NULL,
	"period" text NOT NULL,
	"start" date NOT NULL,
	"changes" integer NOT NULL,
	"rolled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_periods_tenant_id_period_start_pk" PRIMARY KEY("tenant_id","period","start")
);
--> statement-breakpoint
ALTER TABLE "amm_c0nj"."event_days" ADD CONSTRAINT "event_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amm_c0nj"."event_weeks" ADD CONSTRAINT "event_weeks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amm_c0nj"."member_numbers" ADD CONSTRAINT "member_numbers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amm_c0nj"."member_sets" ADD CONSTRAINT "member_sets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amm_c0nj"."rollup_periods" ADD CONSTRAINT "rollup_periods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentwellness_mm"."event_days" ADD CONSTRAINT "event_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentwellness_mm"."event_weeks" ADD CONSTRAINT "event_weeks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentwellness_mm"."member_numbers" ADD CONSTRAINT "member_numbers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentwellness_mm"."member_sets" ADD CONSTRAINT "member_sets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentwellness_mm"."rollup_periods" ADD CONSTRAINT "rollup_periods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oakmorelabs_mm"."event_days" ADD CONSTRAINT "event_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oakmorelabs_mm"."event_weeks" ADD CONSTRAINT "event_weeks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oakmorelabs_mm"."member_numbers" ADD CONSTRAINT "member_numbers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oakmorelabs_mm"."member_sets" ADD CONSTRAINT "member_sets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oakmorelabs_mm"."rollup_periods" ADD CONSTRAINT "rollup_periods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Events stored before the roll-ups: every day and week they fall in is marked changed, so the roll-up job reads them.
INSERT INTO "amm_c0nj"."rollup_periods" ("tenant_id", "period", "start", "changes")
SELECT "tenant_id", 'day', ("occurred_at" AT TIME ZONE 'UTC')::date, 1 FROM "amm_c0nj"."events" GROUP BY 1, 3
UNION ALL
SELECT "tenant_id", 'week', date_trunc('week', "occurred_at" AT TIME ZONE 'UTC')::date, 1 FROM "amm_c0nj"."events" GROUP BY 1, 3;
--> statement-breakpoint
-- Events stored before the roll-ups: every day and week they fall in is marked changed, so the roll-up job reads them.
INSERT INTO "oakmorelabs_mm"."rollup_periods" ("tenant_id", "period", "start", "changes")
SELECT "tenant_id", 'day', ("occurred_at" AT TIME ZONE 'UTC')::date, 1 FROM "oakmorelabs_mm"."events" GROUP BY 1, 3
UNION ALL
SELECT "tenant_id", 'week', date_trunc('week', "occurred_at" AT TIME ZONE 'UTC')::date, 1 FROM "oakmorelabs_mm"."events" GROUP BY 1, 3;
--> statement-breakpoint
-- Events stored before the roll-ups: every day and week they fall in is marked changed, so the roll-up job reads them.
INSERT INTO "incentwellness_mm"."rollup_periods" ("tenant_id", "period", "start", "changes")
SELECT "tenant_id", 'day', ("occurred_at" AT TIME ZONE 'UTC')::date, 1 FROM "incentwellness_mm"."events" GROUP BY 1, 3
UNION ALL
SELECT "tenant_id", 'week', date_trunc('week', "occurred_at" AT TIME ZONE 'UTC')::date, 1 FROM "incentwellness_mm"."events" GROUP BY 1, 3;
