-- The admin dashboard's free-text search reads `data::text ilike '%term%'` (lib/db/queries/submissions-admin.ts); a
-- GIN index of that expression's trigrams answers it without reading every row. pg_trgm is a trusted extension from
-- PostgreSQL 13 on (the database's owner may create it); PGlite loads it in lib/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "form_submissions_data_trgm_idx" ON "form_submissions" USING gin (("data"::text) gin_trgm_ops);
