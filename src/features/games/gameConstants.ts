import type { StoreName } from '../../../common/game';

/** Game card limits and texts. */
export const GAME_CARD_MAX_PLATFORMS = 3;
export const GAME_CARD_MAX_GENRES = 1;
export const NO_DESCRIPTION = 'No description available.';
/** The catalogue call (GET /api/games?limit=30). */
export const CATALOGUE_LIMIT = 30;
export const PLACEHOLDER_GAME_IMAGE = '/images/placeholder-game.svg';

/** Hero image by viewport width: up to 768 px mobile, up to 1280 px tablet, above desktop. */
export const HERO_MOBILE_MAX_WIDTH = 768;
export const HERO_TABLET_MAX_WIDTH = 1280;
export const HERO_RESIZE_DEBOUNCE_MS = 200;

/** Privacy-friendly embeds: no YouTube request until the visitor asks for the video. */
export const TRAILER_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** How each store a game may link to is named on its link. */
export const STORE_LABELS: Record<StoreName, string> = {
  psn: 'PlayStation Store',
  xbox: 'Microsoft Store (Xbox)',
  steam: 'Steam',
  epic: 'Epic Games Store',
  eaapp: 'EA app',
  luna: 'Amazon Luna',
  switch: 'Nintendo eShop',
  appstore: 'App Store',
  playstore: 'Google Play',
  battleNet: 'Battle.net',
  official: 'Official website',
};
