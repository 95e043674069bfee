ALTER TABLE "audit_events" ADD COLUMN "aggregate_key" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "occurrences" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_aggregate_key_idx" ON "audit_events" USING btree ("aggregate_key");--> statement-breakpoint
CREATE INDEX "audit_events_anonymous_created_idx" ON "audit_events" USING btree ("created_at") WHERE user_id is null;