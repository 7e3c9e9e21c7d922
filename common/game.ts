/** Store names a game may link to. */
export const STORE_NAMES = [
  'psn', 'xbox', 'steam', 'epic', 'eaapp', 'luna', 'switch', 'appstore', 'playstore', 'battleNet', 'official',
] as const;
export type StoreName = (typeof STORE_NAMES)[number];

/** How the catalogue can be ordered: newest release, featured first, by name, best rated. */
export const GAME_SORTS = ['release', 'featured', 'name', 'rating'] as const;
export type GameSort = (typeof GAME_SORTS)[number];
