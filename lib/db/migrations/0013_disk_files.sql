ALTER TABLE "submission_files" DROP CONSTRAINT "submission_files_storage_check";--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_storage_check" CHECK (storage in ('db', 's3', 'disk'));
