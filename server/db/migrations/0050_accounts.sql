-- Issue 5: accounts, login tokens, SMS codes and their rate limits, WeChat
-- scan logins, feedback. Times are unix seconds (bigint); never SELECT a
-- bigint as is (cast to float8): pg would hand it back as a string.

-- accounttype: 5 guest (virtual, one per device id), 2 phone, 1 WeChat
-- (username is the account). See docs/accounts.md.
CREATE TABLE accounts (
  uid integer GENERATED ALWAYS AS IDENTITY (START WITH 100001) PRIMARY KEY,
  accounttype smallint NOT NULL,
  username text NOT NULL UNIQUE,
  bindmobile text UNIQUE,
  device_id text UNIQUE,
  wechat_openid text UNIQUE,
  nickname text NOT NULL DEFAULT '',
  sex smallint NOT NULL DEFAULT 0,
  birthday text NOT NULL DEFAULT '',
  photo_version integer NOT NULL DEFAULT 0,
  -- Membership expiry (unix seconds); NULL = never had one.
  vip_expires_at bigint,
  created_at bigint NOT NULL
);

-- Only the SHA-256 of a token is kept: a copy of the table logs no one in.
CREATE TABLE account_tokens (
  token_hash text PRIMARY KEY,
  uid integer NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX account_tokens_uid ON account_tokens (uid, created_at);

CREATE TABLE account_photos (
  uid integer PRIMARY KEY REFERENCES accounts (uid) ON DELETE CASCADE,
  content_type text NOT NULL,
  data_base64 text NOT NULL
);

-- The one live SMS code per phone (a new send replaces it). code_hash is an
-- HMAC keyed by a server secret, so the table alone does not give codes away.
CREATE TABLE sms_codes (
  phone text PRIMARY KEY,
  code_hash text NOT NULL,
  expires_at bigint NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used boolean NOT NULL DEFAULT false
);

-- Every accepted send, for the per-phone and per-IP limits.
CREATE TABLE sms_sends (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  ip text NOT NULL,
  sent_at bigint NOT NULL
);
CREATE INDEX sms_sends_phone ON sms_sends (phone, sent_at);
CREATE INDEX sms_sends_ip ON sms_sends (ip, sent_at);

-- Image (captcha) codes, one live per phone, one use.
CREATE TABLE image_codes (
  phone text PRIMARY KEY,
  code_hash text NOT NULL,
  expires_at bigint NOT NULL
);

-- WeChat scan login: state 0 waiting, 1 approved (uid set), 2 consumed.
CREATE TABLE wechat_logins (
  tag_hash text PRIMARY KEY,
  state smallint NOT NULL DEFAULT 0,
  uid integer REFERENCES accounts (uid) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);

CREATE TABLE feedback (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid integer REFERENCES accounts (uid) ON DELETE CASCADE,
  content text NOT NULL,
  contact text NOT NULL DEFAULT '',
  created_at bigint NOT NULL
);
