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
-- wait on each other's counter row. No statement of the site changes a submission's form_type; the update trigger
-- keeps the counts right if one ever does. One function per table, with static SQL: a shared one building its SQL
-- from arguments (EXECUTE format(...)) is planned on every call: it added three to five times what these add to a
-- single-row insert (measured on PGlite). The locks keep writers out between the backfill and the triggers.
LOCK TABLE "form_submissions", "application_pipeline" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE FUNCTION "submission_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "submission_counts" ("form_type", "delta") SELECT "form_type", count(*) FROM added GROUP BY 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "submission_counts" ("form_type", "delta") SELECT "form_type", -count(*) FROM removed GROUP BY 1;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "submission_counts" ("form_type", "delta")
      SELECT "form_type", sum(d) FROM (SELECT "form_type", 1 AS d FROM added UNION ALL SELECT "form_type", -1 FROM removed) changed
      GROUP BY 1 HAVING sum(d) <> 0;
  ELSE
    DELETE FROM "submission_counts";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "form_submissions_count_insert" AFTER INSERT ON "form_submissions" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "submission_counts_track"();--> statement-breakpoint
CREATE TRIGGER "form_submissions_count_delete" AFTER DELETE ON "form_submissions" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "submission_counts_track"();--> statement-breakpoint
CREATE TRIGGER "form_submissions_count_update" AFTER UPDATE ON "form_submissions" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "submission_counts_track"();--> statement-breakpoint
CREATE TRIGGER "form_submissions_count_truncate" AFTER TRUNCATE ON "form_submissions" FOR EACH STATEMENT EXECUTE FUNCTION "submission_counts_track"();--> statement-breakpoint
INSERT INTO "submission_counts" ("form_type", "delta") SELECT "form_type", count(*) FROM "form_submissions" GROUP BY 1;--> statement-breakpoint
CREATE FUNCTION "pipeline_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "pipeline_counts" ("status", "assignee_id", "delta") SELECT "status", "assignee_id", count(*) FROM added GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "pipeline_counts" ("status", "assignee_id", "delta") SELECT "status", "assignee_id", -count(*) FROM removed GROUP BY 1, 2;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Most updates (tags, the status link's token) move no count: then nothing is written.
    INSERT INTO "pipeline_counts" ("status", "assignee_id", "delta")
      SELECT "status", "assignee_id", sum(d) FROM (SELECT "status", "assignee_id", 1 AS d FROM added UNION ALL SELECT "status", "assignee_id", -1 FROM removed) changed
      GROUP BY 1, 2 HAVING sum(d) <> 0;
  ELSE
    DELETE FROM "pipeline_counts";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "application_pipeline_count_insert" AFTER INSERT ON "application_pipeline" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_counts_track"();--> statement-breakpoint
CREATE TRIGGER "application_pipeline_count_delete" AFTER DELETE ON "application_pipeline" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_counts_track"();--> statement-breakpoint
CREATE TRIGGER "application_pipeline_count_update" AFTER UPDATE ON "application_pipeline" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_counts_track"();--> statement-breakpoint
CREATE TRIGGER "application_pipeline_count_truncate" AFTER TRUNCATE ON "application_pipeline" FOR EACH STATEMENT EXECUTE FUNCTION "pipeline_counts_track"();--> statement-breakpoint
INSERT INTO "pipeline_counts" ("status", "assignee_id", "delta") SELECT "status", "assignee_id", count(*) FROM "application_pipeline" GROUP BY 1, 2;
