/** Stars 1 to 5. */
export const MAX_STARS = 5;
export const STAR_VALUES = [1, 2, 3, 4, 5] as const;
/** A partial star is drawn only when the fraction is above this. */
export const PARTIAL_STAR_MIN_FRACTION = 0.1;
/** Lists fetch ratings for their first 12 games, 5 at a time with a 50 ms pause. */
export const RATINGS_PREFETCH_COUNT = 12;
export const RATINGS_BATCH_SIZE = 5;
export const RATINGS_BATCH_PAUSE_MS = 50;
/** The window event that carries a changed rating to every display. */
export const RATING_CHANGED_EVENT = 'ratingChanged';
