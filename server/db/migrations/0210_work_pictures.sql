-- Issue 12: pictures of works live beside the documents. A document refers to a picture
-- as `asset:<md5>`; the bytes are uploaded once per user (content-addressed) and kept in
-- the asset store (server/storage) under `works/<uid>/pictures/<md5>.<ext>`. A row says
-- the user's picture is stored, so a client asks which of its pictures are missing
-- without the store being read. Per user: knowing a hash never reaches another user's picture.
CREATE TABLE work_pictures (
  uid integer NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  hash text NOT NULL,
  content_type text NOT NULL,
  asset_key text NOT NULL,
  size_bytes integer NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (uid, hash)
);
