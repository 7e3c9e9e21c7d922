import { normalizeGameKey } from '../../../common/gameKeys';
import { baseApi } from '../../api/baseApi';
import { getClientId } from './clientId';
import { writeLocalRating } from './localRating';
import { announceRatingChanged } from './ratingEvents';
import type { RateBody, RatingSummary } from '../../../common/contract/ratings';
import { withCallerRating } from './ratingSummary';

export type RateGameArgs = RateBody & { gameKey: string };

function ratingUrl(gameKey: string): string {
  return `game-ratings/${encodeURIComponent(normalizeGameKey(gameKey))}`;
}

function announce(gameKey: string, summary: RatingSummary): void {
  announceRatingChanged({ gameKey, average: summary.average, count: summary.count, userRating: summary.userRating });
}

/**
 * Rating calls: the bearer token comes from the base query, the visitor's client id is
 * sent with every call. Summaries are cached per canonical game key, so every display of a game
 * shares one request and one cache entry.
 */
export const ratingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGameRating: build.query<RatingSummary, string>({
      query: (gameKey) => ({ url: ratingUrl(gameKey), headers: { 'X-Client-Id': getClientId() } }),
      providesTags: (_summary, _error, gameKey) => [{ type: 'Rating', id: normalizeGameKey(gameKey) }],
    }),
    rateGame: build.mutation<RatingSummary, RateGameArgs>({
      query: ({ gameKey, rating }) => ({
        url: ratingUrl(gameKey),
        method: 'PUT',
        body: { rating },
        headers: { 'X-Client-Id': getClientId() },
      }),
      // The answer is written into the cache directly: no tag is invalidated, so nothing refetches.
      async onQueryStarted({ gameKey: anyKey, rating }, { dispatch, getState, queryFulfilled }) {
        const gameKey = normalizeGameKey(anyKey);
        const before = ratingsApi.endpoints.getGameRating.select(gameKey)(getState()).data;
        const optimistic = dispatch(
          ratingsApi.util.updateQueryData('getGameRating', gameKey, (draft) => withCallerRating(draft, rating)),
        );
        if (before) announce(gameKey, withCallerRating(before, rating));
        try {
          const { data } = await queryFulfilled;
          dispatch(ratingsApi.util.upsertQueryData('getGameRating', gameKey, data));
          writeLocalRating(gameKey, rating);
          announce(gameKey, data);
        } catch {
          optimistic.undo();
          if (before) announce(gameKey, before);
        }
      },
    }),
  }),
});

export const { useGetGameRatingQuery, useRateGameMutation } = ratingsApi;
