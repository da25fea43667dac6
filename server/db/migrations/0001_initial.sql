-- Issue 2: server metadata, product config, content categories, replay
-- protection and analytics. Same SQL on PGlite and PostgreSQL.

CREATE TABLE server_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

-- config is { notice, province } for the start-up announcement (docs/server.md).
CREATE TABLE product_config (
  product_id integer PRIMARY KEY,
  config jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Categories served by GET /api/sys/get?k=<kind>; a row with parent_id is a sub-category.
CREATE TABLE content_category (
  kind text NOT NULL,
  id integer NOT NULL,
  parent_id integer,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, id),
  FOREIGN KEY (kind, parent_id) REFERENCES content_category (kind, id)
);

-- One row per accepted signed request; the primary key is what rejects a
-- replay, even two identical requests arriving at the same moment.
-- expires_at (unix seconds) = the request's timestamp + the 300 s window:
-- after that the timestamp check alone rejects it, so the row can go.
CREATE TABLE seen_signatures (
  datasign text PRIMARY KEY,
  expires_at bigint NOT NULL
);
CREATE INDEX seen_signatures_expires_at ON seen_signatures (expires_at);

CREATE TABLE analytics_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project text NOT NULL,
  event text NOT NULL,
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  client_time double precision,
  ip text NOT NULL DEFAULT '',
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_received_at ON analytics_events (received_at);
