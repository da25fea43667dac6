-- Issue 15: our own pop-up service (the spec's /sfo/* paths) and ad attribution
-- (the spec's /common/* paths). Times are unix seconds.

-- One row per offer. trigger: when the client considers it ('launch' = after
-- the app launched, 'leaveCheckout' = the user left the purchase page without
-- paying). rules: JSON the client evaluates (src/features/popups/popupRules.ts):
--   firstVisit   only on the device's first launch
--   guestOnly    not for a logged-in user
--   notVip       not for a VIP
--   oncePerDay   at most once per local calendar day
--   maxTimes     at most this many times per device (0 = no cap)
--   minCheckouts the purchase page was opened at least this often (checkoutNum)
CREATE TABLE popup_configs (
  id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('welcome', 'retention')),
  trigger text NOT NULL CHECK (trigger IN ('launch', 'leaveCheckout')),
  package_id integer NOT NULL,
  rules jsonb NOT NULL DEFAULT '{}'::jsonb,
  title text NOT NULL,
  body text NOT NULL,
  image text NOT NULL DEFAULT '',
  button text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  starts_at bigint,
  ends_at bigint,
  priority integer NOT NULL DEFAULT 0
);

-- Packages 5 and 6 are the spec's "lifetime welcome popup" (78) and
-- "uninstall retention" (68) offers (server/routes/orders/packages.ts).
INSERT INTO popup_configs (id, kind, trigger, package_id, rules, title, body, button, priority) VALUES
  (1, 'welcome', 'launch', 5,
   '{"firstVisit": true, "guestOnly": true, "notVip": true, "oncePerDay": true, "maxTimes": 1, "minCheckouts": 0}'::jsonb,
   '新人专享礼', '终身会员新人价，所有模板与高清下载永久可用', '立即领取', 10),
  (2, 'retention', 'leaveCheckout', 6,
   '{"firstVisit": false, "guestOnly": false, "notVip": true, "oncePerDay": true, "maxTimes": 0, "minCheckouts": 1}'::jsonb,
   '先别走，送您一份特惠', '终身会员限时特惠价，今天离开就没有了', '立即抢购', 5);

-- Every display and what the user did with it, per device (the client's uuid)
-- and, when it has one, per account.
CREATE TABLE popup_displays (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  config_id integer NOT NULL REFERENCES popup_configs (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  uid integer,
  action text NOT NULL CHECK (action IN ('shown', 'accepted', 'closed')),
  shown_at bigint NOT NULL,
  ip text NOT NULL DEFAULT ''
);
CREATE INDEX popup_displays_device ON popup_displays (device_id, shown_at);

-- /common/get_utm_source: the first source seen for a device key (oaid,
-- hashed android id, or the web client's device id) wins.
CREATE TABLE utm_sources (
  device_key text PRIMARY KEY,
  utm_source text NOT NULL,
  oaid text NOT NULL DEFAULT '',
  android_id_hash text NOT NULL DEFAULT '',
  model text NOT NULL DEFAULT '',
  version text NOT NULL DEFAULT '',
  app_id text NOT NULL DEFAULT '',
  platform text NOT NULL DEFAULT '',
  first_seen_at bigint NOT NULL,
  last_seen_at bigint NOT NULL
);

-- /common/event: conversion events (activation, registration, payment).
CREATE TABLE attribution_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_type text NOT NULL,
  store text NOT NULL DEFAULT '',
  version text NOT NULL DEFAULT '',
  distinct_id text NOT NULL,
  price_fen integer,
  lowcost_pay boolean NOT NULL DEFAULT false,
  ua text NOT NULL DEFAULT '',
  oaid text NOT NULL DEFAULT '',
  brand text NOT NULL DEFAULT '',
  model text NOT NULL DEFAULT '',
  utm_source text NOT NULL DEFAULT '',
  ip text NOT NULL DEFAULT '',
  received_at bigint NOT NULL
);
CREATE INDEX attribution_events_distinct ON attribution_events (distinct_id, received_at);
