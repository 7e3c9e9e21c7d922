-- Brackets and live results.

-- Who plays a tournament. A participant may be linked to a VERSUS account (its profile is then
-- linked from the bracket); names are unique per tournament whatever their letter case, so the
-- bot and the backoffice never confuse two players.
CREATE TABLE bracket_participants (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  tournament_id text NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  seed integer CHECK (seed >= 1),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE UNIQUE INDEX bracket_participants_name ON bracket_participants (tournament_id, lower(name));
CREATE UNIQUE INDEX bracket_participants_user ON bracket_participants (tournament_id, user_id) WHERE user_id IS NOT NULL;
CREATE INDEX bracket_participants_list_idx ON bracket_participants (tournament_id, seed NULLS LAST, created_at, id);

-- One bracket per tournament: the whole engine state in one JSONB document. Every write locks the
-- row (SELECT … FOR UPDATE), applies the engine in memory and stores the new state with version + 1,
-- so two reports of the same bracket at once run one after the other and neither is lost; a read is
-- one row. The version lets a page tell whether it missed an update.
CREATE TABLE brackets (
  tournament_id text PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
  format text NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'completed')),
  state jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every report accepted, by the id its sender chose: the same id again answers what was stored the
-- first time and changes nothing. Written in the same transaction as the bracket it changed.
CREATE TABLE bracket_reports (
  tournament_id text NOT NULL REFERENCES brackets (tournament_id) ON DELETE CASCADE,
  report_id text NOT NULL CHECK (length(report_id) BETWEEN 1 AND 100),
  match_id text NOT NULL,
  -- The answer sent: { matches: [...] }.
  response jsonb NOT NULL,
  reported_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tournament_id, report_id)
);

-- Keys the messaging-app bot reports results with. Only the SHA-256 of a key is kept; a revoked key
-- stops working on its next request (every request looks it up).
CREATE TABLE api_keys (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  key_hash text NOT NULL UNIQUE CHECK (key_hash ~ '^[0-9a-f]{64}$'),
  scopes text[] NOT NULL,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

CREATE INDEX api_keys_list_idx ON api_keys (created_at DESC, id DESC) WHERE revoked_at IS NULL;
