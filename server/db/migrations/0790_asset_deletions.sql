-- Objects in the asset store (local disk or S3) waiting to be deleted. A row is written in the
-- same transaction that drops the database row pointing at the object, so a crash between the two
-- never leaves an object nobody knows about; any node's sweep claims rows with FOR UPDATE SKIP
-- LOCKED, so two nodes never delete the same object, and a failed delete (store away) leaves the
-- row for the next sweep (server/storage/sweep.ts).
CREATE TABLE asset_deletions (
  key text PRIMARY KEY,
  queued_at bigint NOT NULL
);
