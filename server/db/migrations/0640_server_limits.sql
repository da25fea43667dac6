-- Issue 14: the server in production. Everything a node must agree on with
-- the other nodes lives here, not in process memory.

-- Avatars are served under a random key (changed by every upload), not the
-- sequential uid: reading one needs the URL its owner's profile gave out.
ALTER TABLE accounts ADD COLUMN photo_key text NOT NULL DEFAULT '';
CREATE INDEX accounts_photo_key ON accounts (photo_key) WHERE photo_key <> '';

-- Fixed-window counters for quotas and rate limits (server/limits/): one row
-- per (what is counted, window start). The upsert is atomic, so two nodes
-- counting the same key never both pass the limit.
CREATE TABLE rate_counters (
  key text NOT NULL,
  window_start bigint NOT NULL,
  hits integer NOT NULL,
  expires_at bigint NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_counters_expires ON rate_counters (expires_at);

-- Segmentation runs from the database queue: any node claims the next task
-- (fairly across accounts) and keeps heartbeat_at fresh while it works; a
-- running task whose heartbeat stopped belonged to a node that died.
ALTER TABLE segment_tasks ADD COLUMN node text;
ALTER TABLE segment_tasks ADD COLUMN heartbeat_at bigint;
CREATE INDEX segment_tasks_status ON segment_tasks (status, created_at);
