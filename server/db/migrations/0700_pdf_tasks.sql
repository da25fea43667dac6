-- Vector → PDF tasks (spec: PDF task options, upload chunk; docs/pdf.md).
-- Times are unix seconds. Chunk bytes live under DATA_DIR/pdf/<tasktag>/;
-- a chunk row is written only after its file is complete, so the rows say
-- exactly what a client or a restarted server may resume from.

CREATE TABLE pdf_tasks (
  tasktag text PRIMARY KEY,
  uid integer NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  token_hash text NOT NULL,
  down_key text NOT NULL,
  filename text NOT NULL,
  filecount integer NOT NULL,
  pagerange text NOT NULL,
  limit_bytes bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('uploading', 'queued', 'running', 'done', 'failed', 'cancelled')),
  failure text,
  progress integer NOT NULL DEFAULT 0,
  pages integer,
  result_bytes bigint,
  node text,
  heartbeat_at bigint,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX pdf_tasks_uid ON pdf_tasks (uid, status);
CREATE INDEX pdf_tasks_status ON pdf_tasks (status, created_at);
CREATE INDEX pdf_tasks_created ON pdf_tasks (created_at);

CREATE TABLE pdf_chunks (
  tasktag text NOT NULL REFERENCES pdf_tasks (tasktag) ON DELETE CASCADE,
  fileindex integer NOT NULL,
  chunk integer NOT NULL,
  chunks integer NOT NULL,
  md5 text NOT NULL,
  byte_size bigint NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (tasktag, fileindex, chunk)
);

-- One row per file once all its chunks are in and it passed the sanitiser.
CREATE TABLE pdf_files (
  tasktag text NOT NULL REFERENCES pdf_tasks (tasktag) ON DELETE CASCADE,
  fileindex integer NOT NULL,
  byte_size bigint NOT NULL,
  PRIMARY KEY (tasktag, fileindex)
);
