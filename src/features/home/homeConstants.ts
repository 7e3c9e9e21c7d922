/** The home page's numbers. */
export const HOME_FEATURED_GAMES = 4;
export const UPCOMING_TOURNAMENTS_SHOWN = 3;
export const POPULAR_GAMES_DESKTOP = 6;
export const POPULAR_GAMES_MOBILE = 3;
/** Games with at least this many ratings rank first. */
export const POPULAR_MIN_RATINGS = 10;
/** The upcoming section's GET results are cached for 5 minutes. */
export const UPCOMING_CACHE_SECONDS = 300;
/** What the upcoming section says when its data cannot be loaded. */
export const UPCOMING_FAILURE_TEXT = 'Failed to load data. Please try again later.';
