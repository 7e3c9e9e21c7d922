-- One row per login: a token names its session, and a token whose session row is gone is refused.
-- Logout ends only its own session; "sign out everywhere else", a new password, a ban or a deletion
-- end the others. Only a short device label and a country are kept, never the raw address.
CREATE TABLE user_sessions (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device text NOT NULL,
  place text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX user_sessions_user_idx ON user_sessions (user_id, last_seen_at);
