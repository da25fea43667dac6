-- Issue 4: logo and card templates behind GET /api/logos/list and /api/cards/list.
-- Rows come from the generated catalogue (public/catalogue/templates/index.json and
-- cards/index.json), synced at server start by server/routes/catalogue/seed.ts.

-- Surname and letter logos are categories of their own: the templates page's 图案LOGO
-- tab lists everything except them (category!=90,91). Their subs are the styles.
INSERT INTO content_category (kind, id, parent_id, name, sort) VALUES
  ('logo_category', 90, NULL, '姓氏LOGO', 90),
  ('logo_category', 91, NULL, '字母LOGO', 91);
INSERT INTO content_category (kind, id, parent_id, name, sort) VALUES
  ('logo_category', 9001, 90, '印章', 1),
  ('logo_category', 9002, 90, '圆形', 2),
  ('logo_category', 9003, 90, '方形', 3),
  ('logo_category', 9004, 90, '书法', 4),
  ('logo_category', 9101, 91, '圆形', 1),
  ('logo_category', 9102, 91, '方形', 2),
  ('logo_category', 9103, 91, '印章', 3),
  ('logo_category', 9104, 91, '手写', 4);

CREATE TABLE logo_template (
  id text PRIMARY KEY,
  name text NOT NULL,
  title text NOT NULL,
  slogan text NOT NULL DEFAULT '',
  category integer NOT NULL,
  sub integer NOT NULL DEFAULT 0,
  kind text NOT NULL,
  layout text NOT NULL,
  -- Space-separated search keys: words, full pinyin and initials (简拼).
  jp text NOT NULL DEFAULT '',
  create_at timestamptz NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  thumb text NOT NULL,
  url text NOT NULL,
  -- 'catalogue' rows are replaced by the sync; anything else (added by ops) is left alone.
  source text NOT NULL DEFAULT 'catalogue'
);
CREATE INDEX logo_template_category ON logo_template (category, sort);
CREATE INDEX logo_template_create_at ON logo_template (create_at DESC);

CREATE TABLE card_template (
  id text PRIMARY KEY,
  name text NOT NULL,
  category integer NOT NULL,
  sub integer NOT NULL DEFAULT 0,
  create_at timestamptz NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  thumb text NOT NULL,
  url text NOT NULL,
  source text NOT NULL DEFAULT 'catalogue'
);
CREATE INDEX card_template_category ON card_template (category, sort);

-- Which catalogue version each table was last synced from (a hash of its index file).
CREATE TABLE catalogue_sync (
  name text PRIMARY KEY,
  version text NOT NULL,
  synced_at timestamptz NOT NULL DEFAULT now()
);
