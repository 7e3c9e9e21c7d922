-- The public pages: shop items and crypto-paid orders, the VERSUS token airdrop
-- whitelist, and the newsletter with double opt-in.

-- Items of the shop. Prices are in the item's currency (a stablecoin such as USDT), two decimals.
CREATE TABLE shop_items (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  description text NOT NULL DEFAULT '',
  image text,
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z0-9]{2,10}$'),
  stock integer NOT NULL CHECK (stock >= 0),
  -- Hidden items stay in the database so past orders keep pointing at them.
  active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX shop_items_listing_idx ON shop_items (sort_order, name, id) WHERE active;

-- An order is paid by a crypto transfer whose memo carries the payment reference; an admin checks
-- the wallet and confirms it. Stock is reserved when the order is placed (see shopRepository.ts).
-- Name, price and wallet are copied so the order keeps what the buyer saw even if the item changes.
CREATE TABLE shop_orders (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  -- Orders are accounting records: they outlive a deleted account, without its personal data.
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  item_id text NOT NULL REFERENCES shop_items (id),
  item_name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
  unit_price numeric(12, 2) NOT NULL CHECK (unit_price >= 0),
  amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  wallet_address text NOT NULL,
  payment_reference text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'cancelled')),
  confirmed_by text REFERENCES users (id) ON DELETE SET NULL,
  confirmed_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX shop_orders_user_idx ON shop_orders (user_id, created_at DESC) WHERE user_id IS NOT NULL;
CREATE INDEX shop_orders_status_idx ON shop_orders (status, created_at DESC);

-- One wallet per account on the airdrop whitelist; one account per wallet. EVM addresses are
-- stored lowercased (their case is only a checksum); Solana's base58 is case-sensitive and kept.
CREATE TABLE token_whitelist (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  user_id text NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  chain text NOT NULL CHECK (chain IN ('evm', 'solana')),
  wallet_address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT token_whitelist_wallet_once UNIQUE (chain, wallet_address)
);

-- Newsletter subscribers. A row is 'pending' until its confirmation link is used (double opt-in)
-- and is deleted when the subscriber unsubscribes. Only hashes of the tokens are stored.
CREATE TABLE newsletter_subscriptions (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  -- Trimmed and lowercased.
  email text NOT NULL UNIQUE CHECK (length(email) BETWEEN 3 AND 254),
  status text NOT NULL CHECK (status IN ('pending', 'confirmed')),
  confirm_token_hash text NOT NULL UNIQUE,
  confirm_expires_at timestamptz NOT NULL,
  confirmation_sent_at timestamptz NOT NULL DEFAULT now(),
  -- Proof of the double opt-in: when it was asked for and when it was confirmed.
  requested_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz
);

CREATE INDEX newsletter_pending_expiry_idx ON newsletter_subscriptions (confirm_expires_at) WHERE status = 'pending';

-- Every newsletter mail carries its own random unsubscribe token; any of them ends the subscription.
CREATE TABLE newsletter_unsubscribe_tokens (
  token_hash text PRIMARY KEY,
  subscription_id text NOT NULL REFERENCES newsletter_subscriptions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX newsletter_unsubscribe_tokens_subscription_idx ON newsletter_unsubscribe_tokens (subscription_id);
