-- Files may live in an S3-compatible bucket (FILE_STORE=s3): the row stays the catalogue and the authorization
-- anchor, the bytes go to the bucket under the file's id. Expand-only: rows written by an older instance
-- (data set, storage defaulting to 'pg') satisfy the check.
CREATE TABLE "file_blob_gc" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "storage" text DEFAULT 'pg' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "sha256" text;--> statement-breakpoint
-- Added unvalidated, then validated: the scan takes no lock that blocks writes on a large table.
ALTER TABLE "files" ADD CONSTRAINT "files_storage_data" CHECK (("files"."storage" = 'pg') = ("files"."data" is not null)) NOT VALID;--> statement-breakpoint
ALTER TABLE "files" VALIDATE CONSTRAINT "files_storage_data";--> statement-breakpoint
-- Whatever deletes a bucket file's row (a service, an account deletion, a cascade from users), its object is
-- queued for deletion in the same transaction; a rolled-back delete queues nothing.
CREATE FUNCTION files_blob_gc() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO file_blob_gc (file_id, not_before) VALUES (OLD.id, now())
    ON CONFLICT (file_id) DO UPDATE SET not_before = LEAST(file_blob_gc.not_before, EXCLUDED.not_before);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER files_blob_gc AFTER DELETE ON files FOR EACH ROW WHEN (OLD.storage = 's3')
  EXECUTE FUNCTION files_blob_gc();
