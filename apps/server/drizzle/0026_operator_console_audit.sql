ALTER TYPE "public"."audit_event" ADD VALUE 'programme_created';--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'programme_updated';--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'programme_suspended';--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'programme_resumed';--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'programme_deletion_scheduled';--> statement-breakpoint
ALTER TYPE "public"."audit_event" ADD VALUE 'programme_deletion_cancelled';