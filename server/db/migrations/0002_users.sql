CREATE TABLE users (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  email text NOT NULL,
  email_normalized text NOT NULL UNIQUE,
  username text NOT NULL,
  username_normalized text NOT NULL UNIQUE,
  nickname text,
  password_hash text,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin', 'master')),
  is_admin boolean NOT NULL DEFAULT false,
  email_verified_at timestamptz,
  profile_completed boolean NOT NULL DEFAULT true,
  profile_icon text,
  profile_background text,
  google_sub text UNIQUE,
  -- Bumped by logout and password change: tokens carrying an older version are refused.
  token_version integer NOT NULL DEFAULT 0,
  banned_until timestamptz,
  ban_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
