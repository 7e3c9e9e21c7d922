import type { GameLike } from '../../lib/tournaments';
import { GAME_FETCH_LIMIT, useGetGamesQuery } from '../games/gamesApi';

/** The games list the tournament covers and game names fall back to (matched by key, title or name). */
export function useCoverGames(): readonly GameLike[] | undefined {
  return useGetGamesQuery({ limit: GAME_FETCH_LIMIT }).data;
}
