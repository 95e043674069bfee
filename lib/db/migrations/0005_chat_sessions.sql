CREATE TABLE "chat_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text DEFAULT 'anonymous' NOT NULL,
	"agent_id" text,
	"title" text DEFAULT '' NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "chat_sessions_status_check" CHECK (status in ('active', 'archived'))
);
--> statement-breakpoint
CREATE INDEX "chat_sessions_status_activity_idx" ON "chat_sessions" USING btree ("status","last_activity");