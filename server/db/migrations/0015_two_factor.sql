-- Two-factor sign-in. The authenticator secret is kept sealed; it is pending until a first code
-- confirms it (enabled_at). last_step is the time step of the last accepted code: a code of that
-- step or an earlier one is never accepted again.
CREATE TABLE user_two_factor (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  sealed_secret text NOT NULL,
  enabled_at timestamptz,
  last_step bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Ten single-use recovery codes per account, only their hashes; a used one keeps its used_at.
CREATE TABLE user_recovery_codes (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- A correct password of an account with two-factor on opens a challenge: a random token (stored
-- hashed) that only the second step takes, once, for a few minutes.
CREATE TABLE two_factor_challenges (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id text,
  expires_at timestamptz NOT NULL
);

CREATE INDEX two_factor_challenges_user_idx ON two_factor_challenges (user_id);
