-- Issue 7: works folders of signed-in users. The document and thumbnail live
-- in the asset store (server/storage) under content-addressed keys; a row is
-- the work's current state. Deleted works stay as tombstones (deleted = true,
-- no assets) so every device learns of the deletion. Times are ms (bigint):
-- cast to float8 when selected (docs/server.md).
CREATE TABLE works (
  uid integer NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  id text NOT NULL,
  kind text NOT NULL,
  name text NOT NULL,
  -- Server revision: +1 on every accepted write; clients send it back as their base.
  revision integer NOT NULL,
  schema_version integer NOT NULL,
  -- MD5 of the document's UTF-8 JSON text, as the client computed and the server checked.
  hash text NOT NULL,
  content_key text NOT NULL DEFAULT '',
  thumb_key text NOT NULL DEFAULT '',
  size_bytes integer NOT NULL DEFAULT 0,
  deleted boolean NOT NULL DEFAULT false,
  -- The last edit on the device that made it (decides "newest" in a conflict).
  edited_at bigint NOT NULL,
  created_at bigint NOT NULL,
  server_updated_at bigint NOT NULL,
  PRIMARY KEY (uid, id)
);
CREATE INDEX works_uid_updated ON works (uid, server_updated_at);
