-- Issue 15.
-- An offer package is sold only to an account or device that was shown the
-- offer (server/routes/popups/offerEligibility.ts): displays are looked up by
-- uid as well as by device.
CREATE INDEX popup_displays_uid ON popup_displays (uid, shown_at) WHERE uid IS NOT NULL;

-- Harmony in-app purchases whose signed purchase order (JWS) verified
-- (server/routes/orders/harmonyRoute.ts). One store purchase pays one order:
-- a purchase reported again grants nothing more, and one reported for another
-- order is refused. (An order paid by two store purchases is granted once, by
-- order_grants, and both stay here for support.)
CREATE TABLE harmony_purchases (
  purchase_order_id text PRIMARY KEY,
  orderno text NOT NULL REFERENCES orders (orderno) ON DELETE CASCADE,
  product_id text NOT NULL,
  purchase_token text NOT NULL,
  verified_at bigint NOT NULL
);
CREATE INDEX harmony_purchases_order ON harmony_purchases (orderno);
