-- Accounts: one-time links sent by mail, the per-account login throttle, and deletion.

-- A deleted account keeps its row (messages still point at it, shown as Deleted Account) but loses
-- its personal data; this marks it so other features can tell it from a live account.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;

-- One-time links mailed to a user: e-mail verification, password reset, account deletion.
-- Only the SHA-256 of the token is stored, so a leaked database cannot be used to follow them.
CREATE TABLE account_tokens (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'delete_account')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose);

-- Failed password logins per account within a window, shared by every server process. The key is
-- the account id, or `unknown:` and the name tried, so unknown names are throttled alike and the
-- answer never tells whether an account exists.
CREATE TABLE login_throttle (
  account_key text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL
);

CREATE INDEX login_throttle_window_idx ON login_throttle (window_started_at);
