-- Bounds of a bot's API key: when it stops working (NULL: it does not expire) and the tournaments
-- it may write to (NULL: any tournament). Whether its creator still stands behind it is read from
-- the creator's account at each use.
ALTER TABLE api_keys ADD COLUMN expires_at timestamptz;
ALTER TABLE api_keys ADD COLUMN tournament_ids text[]
  CHECK (tournament_ids IS NULL OR cardinality(tournament_ids) BETWEEN 1 AND 20);
