CREATE TABLE "pipeline_counts" (
	"status" text NOT NULL,
	"assignee_id" text,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_counts" (
	"form_type" text NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
-- btree_gin lets one GIN index hold the form type beside the trigrams of data::text; trusted like pg_trgm (PostgreSQL
-- 13 on: the database's owner may create it); PGlite loads it in lib/db/pglite-extensions.mjs.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "form_submissions_data_trgm_idx";--> statement-breakpoint
CREATE INDEX "form_submissions_type_data_trgm_idx" ON "form_submissions" USING gin ("form_type",("data"::text) gin_trgm_ops);
--> statement-breakpoint
-- Hand-written: the triggers that keep both tables, and their first rows. Statement-level with transition tables, so a
-- bulk insert or a retention delete adds one row per key, not one per submission; only inserts, so two submits never
-- wait on each other's counter row. An update adds rows only where a key changed (a pipeline row's status or
-- assignee; no statement of the site changes a submission's form_type). One function serves both tables: its
-- arguments name the table of deltas and the columns counted by. The locks keep writers out between the backfill
-- and the triggers.
LOCK TABLE "form_submissions", "application_pipeline" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE FUNCTION "count_deltas_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target text := TG_ARGV[0];
  keys text := TG_ARGV[1];
  changed text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    EXECUTE format('DELETE FROM %I', target);
    RETURN NULL;
  END IF;
  changed := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS d FROM added', keys)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS d FROM removed', keys)
    ELSE format('SELECT %s, 1 AS d FROM added UNION ALL SELECT %s, -1 FROM removed', keys, keys)
  END;
  EXECUTE format('INSERT INTO %I (%s, delta) SELECT %s, sum(d) FROM (%s) changed GROUP BY %s HAVING sum(d) <> 0', target, keys, keys, changed, keys);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "form_submissions_count_insert" AFTER INSERT ON "form_submissions" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "count_deltas_track"('submission_counts', 'form_type');--> statement-breakpoint
CREATE TRIGGER "form_submissions_count_delete" AFTER DELETE ON "form_submissions" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "count_deltas_track"('submission_counts', 'form_type');--> statement-breakpoint
CREATE TRIGGER "form_submissions_count_update" AFTER UPDATE ON "form_submissions" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "count_deltas_track"('submission_counts', 'form_type');--> statement-breakpoint
CREATE TRIGGER "form_submissions_count_truncate" AFTER TRUNCATE ON "form_submissions" FOR EACH STATEMENT EXECUTE FUNCTION "count_deltas_track"('submission_counts', 'form_type');--> statement-breakpoint
INSERT INTO "submission_counts" ("form_type", "delta") SELECT "form_type", count(*) FROM "form_submissions" GROUP BY 1;--> statement-breakpoint
CREATE TRIGGER "application_pipeline_count_insert" AFTER INSERT ON "application_pipeline" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "count_deltas_track"('pipeline_counts', 'status, assignee_id');--> statement-breakpoint
CREATE TRIGGER "application_pipeline_count_delete" AFTER DELETE ON "application_pipeline" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "count_deltas_track"('pipeline_counts', 'status, assignee_id');--> statement-breakpoint
CREATE TRIGGER "application_pipeline_count_update" AFTER UPDATE ON "application_pipeline" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "count_deltas_track"('pipeline_counts', 'status, assignee_id');--> statement-breakpoint
CREATE TRIGGER "application_pipeline_count_truncate" AFTER TRUNCATE ON "application_pipeline" FOR EACH STATEMENT EXECUTE FUNCTION "count_deltas_track"('pipeline_counts', 'status, assignee_id');--> statement-breakpoint
INSERT INTO "pipeline_counts" ("status", "assignee_id", "delta") SELECT "status", "assignee_id", count(*) FROM "application_pipeline" GROUP BY 1, 2;
