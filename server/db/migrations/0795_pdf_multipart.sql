-- PDF chunks in the object store (docs/pdf.md "Object store"): with ASSET_STORE=s3 every file of a
-- task is one S3 multipart upload and each 50 MiB chunk one of its parts (part number = chunk + 1),
-- streamed from the request to the store. The part's ETag is kept with the chunk row, for
-- CompleteMultipartUpload. With the local store nothing here is used (chunks stay files).
CREATE TABLE pdf_uploads (
  tasktag text NOT NULL REFERENCES pdf_tasks (tasktag) ON DELETE CASCADE,
  fileindex integer NOT NULL,
  upload_id text NOT NULL,
  PRIMARY KEY (tasktag, fileindex)
);

ALTER TABLE pdf_chunks ADD COLUMN etag text;

-- Multipart uploads waiting to be aborted (their parts freed), written in the transaction that
-- drops the task; any node's sweep claims rows with FOR UPDATE SKIP LOCKED, as asset_deletions.
CREATE TABLE multipart_aborts (
  upload_id text PRIMARY KEY,
  key text NOT NULL,
  queued_at bigint NOT NULL
);
