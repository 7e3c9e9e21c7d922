import type { Game } from '../../../common/contract/games';
import { HERO_MOBILE_MAX_WIDTH, HERO_TABLET_MAX_WIDTH, PLACEHOLDER_GAME_IMAGE } from './gameConstants';

export type HeroSize = 'mobile' | 'tablet' | 'desktop';

/** Up to 768 px mobile, up to 1280 px tablet, above that desktop. */
export function heroSizeFor(viewportWidth: number): HeroSize {
  if (viewportWidth <= HERO_MOBILE_MAX_WIDTH) return 'mobile';
  if (viewportWidth <= HERO_TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

/** The hero image for a viewport: the matching size of the srcset, else the single hero, the cover, the placeholder. */
export function heroSourceFor(game: Pick<Game, 'heroSrcset' | 'heroUrl' | 'coverImage'>, viewportWidth: number): string {
  return game.heroSrcset?.[heroSizeFor(viewportWidth)] || game.heroUrl || game.coverImage || PLACEHOLDER_GAME_IMAGE;
}
