-- The beta program: the member countdown shown on the home page and the list of beta
-- features (what is live now and what comes next).

-- At most one countdown row (the key can only be true). Without a row the API answers the
-- defaults, so a fresh install shows a countdown before an admin has set one. The member count
-- is not stored: it is counted from verified accounts on every read.
CREATE TABLE beta_countdown (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  is_active boolean NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  subtitle text NOT NULL CHECK (length(subtitle) <= 300),
  target_members integer NOT NULL CHECK (target_members BETWEEN 1 AND 100000000),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Features of the beta. Status decides the list: completed and active ones are current (badges
-- Live and Active), planned ones are future (badge Coming Soon). estimated_release is free text
-- such as 'Q1 2027'; 'TBA' means unknown and is not shown.
CREATE TABLE beta_features (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  description text NOT NULL CHECK (length(description) <= 1000),
  status text NOT NULL CHECK (status IN ('completed', 'active', 'planned')),
  estimated_release text NOT NULL DEFAULT 'TBA' CHECK (length(estimated_release) BETWEEN 1 AND 40),
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX beta_features_listing_idx ON beta_features (sort_order, created_at, id);
