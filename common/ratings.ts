/** A game is rated with 1 to 5 stars. */
export const MIN_RATING = 1;
export const MAX_RATING = 5;
