-- Server segmentation task (spec 7: segment-image → task_id, query-result
-- polled while 100702). See docs/image-tools.md. Times are unix seconds
-- (bigint; cast to float8 when selected). Files live under
-- DATA_DIR/segmentation/; these rows say whose they are and how far a task got.

CREATE TABLE segment_uploads (
  id text PRIMARY KEY,
  uid integer NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  content_type text NOT NULL,
  byte_size integer NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX segment_uploads_uid ON segment_uploads (uid, created_at);
CREATE INDEX segment_uploads_created ON segment_uploads (created_at);

CREATE TABLE segment_tasks (
  task_id text PRIMARY KEY,
  uid integer NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  upload_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
  failure text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX segment_tasks_uid ON segment_tasks (uid, status);
CREATE INDEX segment_tasks_created ON segment_tasks (created_at);
