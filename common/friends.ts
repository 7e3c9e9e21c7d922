/** At least this many characters before a player search runs: one letter would list half the players. */
export const PLAYER_SEARCH_MIN_LENGTH = 2;
/** Players one search answers at most. */
export const PLAYER_SEARCH_MAX_RESULTS = 10;
