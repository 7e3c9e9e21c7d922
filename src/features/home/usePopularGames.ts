import { createSelector } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import type { Game } from '../../../common/contract/games';
import { normalizeGameKey } from '../../../common/gameKeys';
import { useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { RATINGS_PREFETCH_COUNT } from '../ratings/ratingConstants';
import { ratingsApi } from '../ratings/ratingsApi';
import { useRatingsInBatches } from '../ratings/useRatingsInBatches';
import { pickPopularGames, type RatedGame } from './popularGames';

const NO_GAMES: Game[] = [];
const NO_SUMMARIES: never[] = [];

/**
 * The popular games out of the catalogue (see pickPopularGames): ratings of the first 12 games are
 * fetched in batches; the others, and any whose rating call failed, count with the list's summary.
 * `ready` turns true once every batch has answered, so the order does not reshuffle on screen.
 */
export function usePopularGames(games: Game[] | undefined, count: number): { popular: RatedGame[]; ready: boolean } {
  const list = games ?? NO_GAMES;
  const keys = list.map((game) => game.key);
  useRatingsInBatches(keys);

  const prefetchedKeys = keys.slice(0, RATINGS_PREFETCH_COUNT).map(normalizeGameKey).join('\n');
  const selectSummaries = useMemo(() => {
    const selectors = (prefetchedKeys ? prefetchedKeys.split('\n') : []).map((key) => ratingsApi.endpoints.getGameRating.select(key));
    type Summary = ReturnType<(typeof selectors)[number]>;
    if (selectors.length === 0) return () => NO_SUMMARIES as Summary[];
    return createSelector(selectors, (...summaries: Summary[]) => summaries) as (state: RootState) => Summary[];
  }, [prefetchedKeys]);
  const summaries = useAppSelector(selectSummaries);

  return useMemo(() => {
    const ready = games !== undefined && summaries.every((summary) => summary.isSuccess || summary.isError);
    const rated = list.map((game, index): RatedGame => {
      const fetched = summaries[index]?.data;
      return fetched
        ? { game, average: fetched.average, count: fetched.count }
        : { game, average: game.averageRating ?? 0, count: game.ratingCount ?? 0 };
    });
    return { popular: pickPopularGames(rated, count), ready };
  }, [games, list, summaries, count]);
}
