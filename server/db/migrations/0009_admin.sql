-- The backoffice: the audit log of admin changes and early-access invitations.

-- Who changed what and when. actor_id is kept without a foreign key so entries outlive a deleted
-- account (an audit log must not lose its history); actor_name is copied for the same reason.
CREATE TABLE audit_log (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  actor_id text,
  actor_name text,
  action text NOT NULL CHECK (length(action) BETWEEN 1 AND 300),
  target text,
  details jsonb,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- Read newest first with a keyset cursor (before = an id).
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);

-- Early-access invitations mailed by an admin or master. Only the SHA-256 of the token is stored.
CREATE TABLE early_access_invitations (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  -- Trimmed and lowercased; one open invitation per address (a new one replaces the token).
  email text NOT NULL UNIQUE CHECK (length(email) BETWEEN 3 AND 254),
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by text REFERENCES users (id) ON DELETE SET NULL,
  invited_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz
);

CREATE INDEX early_access_invited_idx ON early_access_invitations (invited_at DESC, id DESC);
