import { useState } from 'react';
import type { Game } from '../../../common/contract/games';
import { HERO_RESIZE_DEBOUNCE_MS } from './gameConstants';
import { heroSourceFor } from './heroImage';
import { useViewportWidth } from './useViewportWidth';

/**
 * The game page's hero: the mobile, tablet or desktop image for the viewport width,
 * re-chosen 200 ms after resizing stops. A failed image is logged and still counts as loaded,
 * so the page never waits on it.
 */
export function GameHero({ game }: { game: Pick<Game, 'name' | 'heroSrcset' | 'heroUrl' | 'coverImage'> }) {
  const width = useViewportWidth(HERO_RESIZE_DEBOUNCE_MS);
  const source = heroSourceFor(game, width);
  const [settled, setSettled] = useState<string | null>(null);
  const loaded = settled === source;
  return (
    <div className={loaded ? 'game-hero is-loaded' : 'game-hero'} aria-busy={!loaded}>
      <img
        className="game-hero-image"
        src={source}
        alt={`${game.name} artwork`}
        onLoad={() => setSettled(source)}
        onError={() => {
          console.error(`Hero image failed to load: ${source}`);
          setSettled(source);
        }}
      />
    </div>
  );
}
