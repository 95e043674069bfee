CREATE TABLE "admin_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'reviewer' NOT NULL,
	"password_hash" text,
	"set_password_token_hash" text,
	"set_password_expires_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_role_check" CHECK (role in ('owner', 'reviewer'))
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author_id" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_events_kind_check" CHECK (kind in ('status', 'assignee', 'tags', 'note'))
);
--> statement-breakpoint
CREATE TABLE "application_pipeline" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_pipeline_status_check" CHECK (status in ('new', 'reviewing', 'diligence', 'term_sheet', 'invested', 'declined', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "chat_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"agent_id" text,
	"message_type" text,
	"model_answered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_feedback_rating_check" CHECK (rating in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "newsletter_issues_state_check" CHECK (state in ('draft', 'sending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_state_check" CHECK (state in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "submission_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"field" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage" text NOT NULL,
	"object_key" text,
	"content" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_files_storage_check" CHECK (storage in ('db', 's3'))
);
--> statement-breakpoint
-- Hand-written: the references of existing rows are numbered in the order they arrived (with the year they arrived), and the
-- sequence then continues after the highest number given, so a new row never repeats an old reference.
CREATE SEQUENCE IF NOT EXISTS "submission_reference_seq";--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "form_submissions" AS f SET "reference" = 'M3-' || to_char(n.created_at, 'YYYY') || '-' || lpad(n.rn::text, greatest(4, length(n.rn::text)), '0')
FROM (SELECT id, created_at, row_number() OVER (ORDER BY created_at, id) AS rn FROM "form_submissions") AS n
WHERE f.id = n.id;--> statement-breakpoint
SELECT setval('submission_reference_seq', GREATEST((SELECT count(*) FROM "form_submissions"), 1), (SELECT count(*) FROM "form_submissions") > 0);--> statement-breakpoint
ALTER TABLE "form_submissions" ALTER COLUMN "reference" SET DEFAULT 'M3-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('submission_reference_seq')::text, 4, '0');--> statement-breakpoint
ALTER TABLE "form_submissions" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_pipeline" ADD CONSTRAINT "application_pipeline_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_feedback" ADD CONSTRAINT "chat_feedback_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_idx" ON "admin_users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_set_password_token_idx" ON "admin_users" USING btree ("set_password_token_hash");--> statement-breakpoint
CREATE INDEX "application_events_submission_idx" ON "application_events" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "application_pipeline_token_idx" ON "application_pipeline" USING btree ("status_token_hash");--> statement-breakpoint
CREATE INDEX "application_pipeline_status_idx" ON "application_pipeline" USING btree ("status","status_changed_at");--> statement-breakpoint
CREATE INDEX "application_pipeline_assignee_idx" ON "application_pipeline" USING btree ("assignee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_feedback_message_idx" ON "chat_feedback" USING btree ("session_id","message_id");--> statement-breakpoint
CREATE INDEX "chat_feedback_agent_idx" ON "chat_feedback" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_idx" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_state_idx" ON "newsletter_subscribers" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "submission_files_submission_idx" ON "submission_files" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_reference_idx" ON "form_submissions" USING btree ("reference");--> statement-breakpoint
-- Hand-written: every application that already exists enters the pipeline as new (without a status link, which only
-- a new application's receipt carries).
INSERT INTO "application_pipeline" ("submission_id", "status_changed_at")
SELECT "id", "created_at" FROM "form_submissions" WHERE "form_type" = 'apply' ON CONFLICT DO NOTHING;