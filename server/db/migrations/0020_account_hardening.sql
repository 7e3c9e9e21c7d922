-- A whitelist claim proves nothing about the wallet, so one account's claim never blocks
-- another's: a second claim of an address is a row of its own. Lookups by wallet stay indexed.
ALTER TABLE token_whitelist DROP CONSTRAINT token_whitelist_wallet_once;
CREATE INDEX token_whitelist_wallet_idx ON token_whitelist (chain, wallet_address);

-- A visitor's rating is kept (and shown to them) either way, but only the first few new visitors
-- from one address per game and day count toward the game's public figures: fresh client ids are
-- free to make. Ratings moved to an account count.
ALTER TABLE game_ratings ADD COLUMN counted boolean NOT NULL DEFAULT true;

CREATE OR REPLACE FUNCTION game_ratings_keep_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.counted THEN
    UPDATE game_rating_stats SET rating_sum = rating_sum - OLD.rating, rating_count = rating_count - 1
    WHERE game_key = OLD.game_key;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.counted THEN
    INSERT INTO game_rating_stats (game_key, rating_sum, rating_count) VALUES (NEW.game_key, NEW.rating, 1)
    ON CONFLICT (game_key) DO UPDATE
    SET rating_sum = game_rating_stats.rating_sum + EXCLUDED.rating_sum, rating_count = game_rating_stats.rating_count + 1;
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER game_ratings_stats ON game_ratings;
CREATE TRIGGER game_ratings_stats AFTER INSERT OR DELETE OR UPDATE OF rating, counted ON game_ratings
FOR EACH ROW EXECUTE FUNCTION game_ratings_keep_stats();
