import { useEffect } from 'react';
import { normalizeGameKey } from '../../../common/gameKeys';
import { useAppDispatch } from '../../app/hooks';
import { RATINGS_BATCH_PAUSE_MS, RATINGS_BATCH_SIZE, RATINGS_PREFETCH_COUNT } from './ratingConstants';
import { ratingsApi } from './ratingsApi';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fetches the ratings of a list's first 12 games, 5 at a time with a 50 ms pause between batches,
 * into the rating cache that the list's RatingDisplays read. Summaries already cached are not
 * fetched again; leaving the list drops the subscriptions.
 */
export function useRatingsInBatches(gameKeys: readonly string[]): void {
  const dispatch = useAppDispatch();
  const wanted = gameKeys.slice(0, RATINGS_PREFETCH_COUNT).map(normalizeGameKey).join('\n');

  useEffect(() => {
    const keys = wanted ? wanted.split('\n') : [];
    const subscriptions: Array<{ unsubscribe(): void }> = [];
    let cancelled = false;
    void (async () => {
      for (let start = 0; start < keys.length; start += RATINGS_BATCH_SIZE) {
        if (start > 0) await pause(RATINGS_BATCH_PAUSE_MS);
        if (cancelled) return;
        const batch = keys
          .slice(start, start + RATINGS_BATCH_SIZE)
          .map((key) => dispatch(ratingsApi.endpoints.getGameRating.initiate(key)));
        subscriptions.push(...batch);
        await Promise.allSettled(batch);
      }
    })();
    return () => {
      cancelled = true;
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [dispatch, wanted]);
}
