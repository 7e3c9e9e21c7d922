import type { GameLike } from '../../lib/tournaments';
import { useGetGamesQuery } from '../games/gamesApi';

/** Spec §9: the game fetch limit; the same call as the other game lists, so one cached answer. */
const GAME_FETCH_LIMIT = 30;

/** The games list the tournament covers and game names fall back to (matched by key, title or name). */
export function useCoverGames(): readonly GameLike[] | undefined {
  return useGetGamesQuery({ limit: GAME_FETCH_LIMIT }).data;
}
