import type { RatingSummary } from '../../../common/contract/ratings';

/** What the ratingChanged window event carries. */
export type RatingChangedDetail = Pick<RatingSummary, 'average' | 'count' | 'userRating'> & { gameKey: string };

/** The summary once the caller's rating is counted: a new rating adds one, a changed one replaces theirs. */
export function withCallerRating(summary: RatingSummary, rating: number): RatingSummary {
  const previous = summary.hasRated && summary.userRating !== null ? summary.userRating : null;
  const count = previous === null ? summary.count + 1 : summary.count;
  const total = summary.average * summary.count - (previous ?? 0) + rating;
  return { average: count > 0 ? Math.round((total / count) * 100) / 100 : 0, count, userRating: rating, hasRated: true };
}
