-- Issue 14: free accounts' downloads, per account, list and Asia/Shanghai day
-- (docs/membership.md). One row per distinct item: the same work downloaded
-- again that day is not counted twice. In the database so the limit holds
-- across server nodes; days older than two are deleted by the route's sweep.

CREATE TABLE vip_downloads (
  uid integer NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  day text NOT NULL,
  kind text NOT NULL,
  item text NOT NULL,
  at bigint NOT NULL,
  PRIMARY KEY (uid, day, kind, item)
);
