import { useEffect, useState } from 'react';
import { normalizeGameKey } from '../../../common/gameKeys';
import { readLocalRating } from './localRating';
import { MAX_STARS, PARTIAL_STAR_MIN_FRACTION, RATING_CHANGED_EVENT } from './ratingConstants';
import { isRatingChangedDetail } from './ratingEvents';
import { ratingsApi, useGetGameRatingQuery } from './ratingsApi';
import './ratings.css';

interface Shown {
  average: number;
  count: number;
}

export interface RatingDisplayProps {
  gameKey: string;
  /**
   * The game's summary as a list answered it. Given: the display only reads the rating cache (a
   * list fetches its first games' ratings in batches) and shows this meanwhile for the others.
   * Not given: the display fetches the rating itself.
   */
  listSummary?: { averageRating?: number; ratingCount?: number };
}

/** How much of star number `index` (0-based) is filled: 0, 1, or the fraction above 0.1. */
export function starFill(average: number, index: number): number {
  const fill = Math.min(Math.max(average - index, 0), 1);
  if (fill === 1 || fill === 0) return fill;
  return fill > PARTIAL_STAR_MIN_FRACTION ? fill : 0;
}

export function ratingText({ average, count }: Shown): string {
  return `${average.toFixed(1)}/${MAX_STARS} stars (${count} ${count === 1 ? 'rating' : 'ratings'})`;
}

function Stars({ average, label }: { average: number; label: string }) {
  return (
    <span className="star-rating" role="img" aria-label={label}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <span key={index} className="star" aria-hidden="true">
          <span className="star-fill" style={{ width: `${starFill(average, index) * 100}%` }} />
        </span>
      ))}
    </span>
  );
}

/** Five read-only stars and `x.x/5 stars (N ratings)` for one game. */
export function RatingDisplay({ gameKey: anyKey, listSummary }: RatingDisplayProps) {
  const gameKey = normalizeGameKey(anyKey);
  const fetched = useGetGameRatingQuery(gameKey, { skip: listSummary !== undefined });
  const cached = ratingsApi.endpoints.getGameRating.useQueryState(gameKey);
  const query = listSummary === undefined ? fetched : cached;
  // An event's numbers hold until the cache answers anew: they are kept with the answer they followed.
  const [announced, setAnnounced] = useState<{ shown: Shown; basis: unknown } | null>(null);
  const data = query.data;

  useEffect(() => {
    const onRatingChanged = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (isRatingChangedDetail(detail) && normalizeGameKey(detail.gameKey) === gameKey) {
        setAnnounced({ shown: { average: detail.average, count: detail.count }, basis: data });
      }
    };
    window.addEventListener(RATING_CHANGED_EVENT, onRatingChanged);
    return () => window.removeEventListener(RATING_CHANGED_EVENT, onRatingChanged);
  }, [gameKey, data]);

  let shown: Shown | null =
    announced && announced.basis === data ? announced.shown : data ? { average: data.average, count: data.count } : null;
  if (!shown && query.isError) {
    const local = readLocalRating(gameKey);
    shown = { average: local, count: local > 0 ? 1 : 0 };
  }
  if (!shown && listSummary && !query.isLoading) {
    shown = { average: listSummary.averageRating ?? 0, count: listSummary.ratingCount ?? 0 };
  }

  if (!shown) {
    return (
      <div className="rating-display" aria-busy="true">
        <Stars average={0} label="Loading rating" />
      </div>
    );
  }
  return (
    <div className="rating-display">
      <Stars average={shown.average} label={`Rated ${shown.average.toFixed(1)} out of ${MAX_STARS}`} />
      <span className="rating-text">{ratingText(shown)}</span>
    </div>
  );
}
