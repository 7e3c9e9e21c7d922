-- The account that ADMIN_EMAIL/ADMIN_PASSWORD made sure of at start, and which operator password
-- was applied to it: a password changed in the app survives restarts until the operator sets a new
-- ADMIN_PASSWORD, and an account someone else registered at that address is never left with their password.
CREATE TABLE admin_bootstrap (
  email_normalized text PRIMARY KEY,
  user_id text NOT NULL,
  applied_password_hash text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);

-- Unpaid shop orders expire and give their stock back.
ALTER TABLE shop_orders DROP CONSTRAINT IF EXISTS shop_orders_status_check;
ALTER TABLE shop_orders ADD CONSTRAINT shop_orders_status_check CHECK (status IN ('pending', 'confirmed', 'cancelled', 'expired'));
CREATE INDEX shop_orders_pending_idx ON shop_orders (created_at) WHERE status = 'pending';
