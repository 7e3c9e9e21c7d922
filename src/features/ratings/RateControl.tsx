import { useId, useState } from 'react';
import { normalizeGameKey } from '../../../common/gameKeys';
import { STAR_VALUES } from './ratingConstants';
import { useGetGameRatingQuery, useRateGameMutation } from './ratingsApi';
import { useRatingsFollowSession } from './useRatingsFollowSession';
import './ratings.css';

const SAVE_FAILED = 'Your rating could not be saved. Please try again.';

function starLabel(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}

/** "Your rating": five radio stars, operable with arrow keys, that rate the game on choice. */
export function RateControl({ gameKey: anyKey, gameName }: { gameKey: string; gameName: string }) {
  const gameKey = normalizeGameKey(anyKey);
  const legendId = useId();
  const name = useId();
  const { data } = useGetGameRatingQuery(gameKey);
  useRatingsFollowSession();
  const [rateGame, { isLoading }] = useRateGameMutation();
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const current = data?.userRating ?? null;

  async function choose(stars: number) {
    setStatus(null);
    try {
      await rateGame({ gameKey, rating: stars }).unwrap();
      setStatus({ text: `Thanks! You rated ${gameName} ${starLabel(stars)}.`, failed: false });
    } catch (error) {
      const msg = (error as { data?: { msg?: unknown } }).data?.msg;
      setStatus({ text: typeof msg === 'string' && msg ? msg : SAVE_FAILED, failed: true });
    }
  }

  return (
    <div className="rate-control">
      <fieldset role="radiogroup" aria-labelledby={legendId} aria-busy={isLoading}>
        <legend id={legendId}>Your rating</legend>
        <div className="rate-stars">
          {STAR_VALUES.map((stars) => (
            <label key={stars} className={current !== null && stars <= current ? 'rate-star is-on' : 'rate-star'}>
              <input
                type="radio"
                name={name}
                value={stars}
                checked={current === stars}
                onChange={() => void choose(stars)}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{starLabel(stars)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className={status?.failed ? 'rate-status is-error' : 'rate-status'} role="status">
        {status?.text}
      </p>
    </div>
  );
}
