-- Issue 15.
-- An offer package is sold only to an account or device that was shown the
-- offer (server/routes/popups/offerEligibility.ts): displays are looked up by
-- uid as well as by device.
CREATE INDEX popup_displays_uid ON popup_displays (uid, shown_at) WHERE uid IS NOT NULL;

-- Harmony in-app purchases whose signed purchase order (JWS) verified
-- (server/routes/orders/harmony/). One store purchase pays one order: a
-- purchase reported again, or for another order, grants nothing more.
CREATE TABLE harmony_purchases (
  purchase_order_id text PRIMARY KEY,
  orderno text NOT NULL UNIQUE REFERENCES orders (orderno) ON DELETE CASCADE,
  product_id text NOT NULL,
  purchase_token text NOT NULL,
  verified_at bigint NOT NULL
);
