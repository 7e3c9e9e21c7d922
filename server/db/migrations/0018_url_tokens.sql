-- A Google sign-in hands the browser a one-time code, never the login token itself: the page trades
-- the code (with the nonce of the tab that started the sign-in, when it sent one) for the token by a
-- POST, once, within a minute. Only hashes are kept.
CREATE TABLE google_login_codes (
  code_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  nonce_hash text,
  expires_at timestamptz NOT NULL
);

CREATE INDEX google_login_codes_user_idx ON google_login_codes (user_id);

-- When the password was last set. One set before the address was verified may be a squatter's
-- (someone registering another person's address): linking Google drops it. Existing passwords
-- count as set when the account was made, the safe side.
ALTER TABLE users ADD COLUMN password_set_at timestamptz;
UPDATE users SET password_set_at = created_at WHERE password_hash IS NOT NULL;
