import { useId, useRef, useState } from 'react';
import { normalizeGameKey } from '../../../common/gameKeys';
import { serverMessage } from '../../lib/serverMessage';
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
  // One write at a time, and only the latest choice: quick arrow presses must not race each other,
  // or an older answer could land last and both the page and the server would keep the wrong rating.
  const [choice, setChoice] = useState<number | null>(null);
  const waiting = useRef<number | null>(null);
  const saving = useRef(false);
  const shownRating = choice ?? data?.userRating ?? null;

  async function choose(stars: number) {
    waiting.current = stars;
    setChoice(stars);
    setStatus(null);
    if (saving.current) return;
    saving.current = true;
    while (waiting.current !== null) {
      const next = waiting.current;
      waiting.current = null;
      try {
        await rateGame({ gameKey, rating: next }).unwrap();
        if (waiting.current === null) setStatus({ text: `Thanks! You rated ${gameName} ${starLabel(next)}.`, failed: false });
      } catch (error) {
        if (waiting.current === null) setStatus({ text: serverMessage(error, SAVE_FAILED), failed: true });
      }
    }
    saving.current = false;
    setChoice(null);
  }

  return (
    <div className="rate-control">
      <fieldset role="radiogroup" aria-labelledby={legendId} aria-busy={isLoading}>
        <legend id={legendId}>Your rating</legend>
        <div className="rate-stars">
          {STAR_VALUES.map((stars) => (
            <label key={stars} className={shownRating !== null && stars <= shownRating ? 'rate-star is-on' : 'rate-star'}>
              <input
                type="radio"
                name={name}
                value={stars}
                checked={shownRating === stars}
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
