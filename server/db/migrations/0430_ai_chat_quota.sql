-- Per-user daily quota of AI chat replies (chat/sse; docs/naming.md). In the
-- database so the limit holds across server processes. `day` is the UTC date
-- as YYYY-MM-DD; old days are deleted by the route's sweep.

CREATE TABLE ai_chat_usage (
  uid integer NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  day text NOT NULL,
  used integer NOT NULL,
  PRIMARY KEY (uid, day)
);
