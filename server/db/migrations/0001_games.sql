CREATE TABLE games (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  key text NOT NULL UNIQUE CHECK (key ~ '^[a-z0-9-]{1,64}$'),
  name text NOT NULL,
  release_date date,
  publisher text,
  developer text,
  platforms text[] NOT NULL DEFAULT '{}',
  genres text[] NOT NULL DEFAULT '{}',
  competitive boolean NOT NULL DEFAULT true,
  featured boolean NOT NULL DEFAULT false,
  short_description text,
  long_description text,
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX games_release_idx ON games (release_date DESC);
