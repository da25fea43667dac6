-- Operators' changes to the moderation lists (docs/moderation.md), read by every
-- node and cached (refreshed every MODERATION_REFRESH_MS). Append-only: each row
-- is one change, who made it and when; a word's latest row is in force.
-- action: 'add' (refuse this word, with its category), 'exempt' (never refuse it,
-- nor a hit inside it), 'clear' (back to the built-in lists).

CREATE TABLE moderation_words (
  id serial PRIMARY KEY,
  word text NOT NULL,
  action text NOT NULL CHECK (action IN ('add', 'exempt', 'clear')),
  category text CHECK (category IS NULL OR category IN ('涉政', '暴恐', '违禁', '色情', '辱骂', '广告')),
  note text NOT NULL DEFAULT '',
  changed_by text NOT NULL,
  changed_at bigint NOT NULL,
  CHECK ((action = 'add') = (category IS NOT NULL))
);

CREATE INDEX moderation_words_word ON moderation_words (word, id DESC);
