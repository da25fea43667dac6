-- Issue 5: VIP orders and payment notifications. Amounts in fen (integer).
-- status: 1 created (waiting for payment), 2 paid, 3 closed, 4 refunded.

CREATE TABLE orders (
  orderno text PRIMARY KEY,
  uid integer NOT NULL REFERENCES accounts (uid) ON DELETE CASCADE,
  package_id integer NOT NULL,
  product_id integer NOT NULL,
  amount_fen integer NOT NULL CHECK (amount_fen > 0),
  paygateway text NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 4)),
  deviceos text NOT NULL DEFAULT '',
  gateway_trade_no text,
  created_at bigint NOT NULL,
  paid_at bigint,
  closed_at bigint,
  refunded_at bigint
);
CREATE INDEX orders_uid ON orders (uid, created_at);

-- The unique key that makes "paid" happen once per order, however many
-- notifications (or server-side queries) report it.
CREATE TABLE order_grants (
  orderno text PRIMARY KEY REFERENCES orders (orderno) ON DELETE CASCADE,
  uid integer NOT NULL,
  expires_before bigint,
  expires_after bigint NOT NULL,
  granted_at bigint NOT NULL
);

-- Every notification received, verified or not, for audit; notify_id is
-- the gateway's own id when it has one.
CREATE TABLE payment_notifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gateway text NOT NULL,
  orderno text NOT NULL DEFAULT '',
  verified boolean NOT NULL,
  outcome text NOT NULL,
  received_at bigint NOT NULL
);

-- Gateway keys this server generates itself (the sandbox gateway's key pair).
CREATE TABLE payment_keys (
  name text PRIMARY KEY,
  private_pem text NOT NULL,
  public_pem text NOT NULL,
  created_at bigint NOT NULL
);
