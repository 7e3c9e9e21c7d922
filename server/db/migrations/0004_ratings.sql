-- One star rating (1 to 5) per game and rater. A rater is either an account or, for a visitor,
-- the client id the SPA generated; logging in moves the visitor's ratings to the account.
CREATE TABLE game_ratings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_key text NOT NULL REFERENCES games (key) ON UPDATE CASCADE ON DELETE CASCADE,
  user_id text REFERENCES users (id) ON DELETE CASCADE,
  client_id uuid,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT game_ratings_one_rater CHECK ((user_id IS NULL) <> (client_id IS NULL))
);

CREATE UNIQUE INDEX game_ratings_user_unique ON game_ratings (game_key, user_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX game_ratings_client_unique ON game_ratings (game_key, client_id) WHERE client_id IS NOT NULL;

-- Login looks up a visitor's ratings by client id alone.
CREATE INDEX game_ratings_client_idx ON game_ratings (client_id) WHERE client_id IS NOT NULL;

-- Sum and count per game, kept by the trigger below in the same transaction as each rating write,
-- so a summary or a sorted catalogue reads one row per game instead of aggregating every rating.
CREATE TABLE game_rating_stats (
  game_key text PRIMARY KEY REFERENCES games (key) ON UPDATE CASCADE ON DELETE CASCADE,
  rating_sum bigint NOT NULL DEFAULT 0 CHECK (rating_sum >= 0),
  rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0)
);

-- Fires only when a rating value is written or a row comes or goes: moving a rating from a
-- client id to an account leaves the figures as they are, and a renamed game key cascades to both
-- tables alike.
CREATE FUNCTION game_ratings_keep_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE game_rating_stats SET rating_sum = rating_sum - OLD.rating, rating_count = rating_count - 1
    WHERE game_key = OLD.game_key;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO game_rating_stats (game_key, rating_sum, rating_count) VALUES (NEW.game_key, NEW.rating, 1)
    ON CONFLICT (game_key) DO UPDATE
    SET rating_sum = game_rating_stats.rating_sum + EXCLUDED.rating_sum, rating_count = game_rating_stats.rating_count + 1;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER game_ratings_stats AFTER INSERT OR DELETE OR UPDATE OF rating ON game_ratings
FOR EACH ROW EXECUTE FUNCTION game_ratings_keep_stats();
