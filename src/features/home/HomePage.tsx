import './home.css';
import { lazy } from 'react';
import { usePageTitle } from '../../lib/usePageTitle';
import { DeferredUntilNear } from './DeferredUntilNear';
import { FeaturedGames } from './FeaturedGames';
import { HomeCallsToAction } from './HomeCallsToAction';
import { HomeHero } from './HomeHero';

// Below the fold: their code (the tournament cards and dialogs among it) and their calls wait
// until the visitor scrolls near them.
const BetaSection = lazy(() => import('../beta/BetaSection').then((module) => ({ default: module.BetaSection })));
const UpcomingSection = lazy(() => import('./UpcomingSection').then((module) => ({ default: module.UpcomingSection })));

/**
 * The landing page: hero, featured games, calls to action, beta, then the upcoming tournaments
 * and popular games. The beta launch popup belongs to it too, but the
 * layout shows that one (only on /).
 */
export function HomePage() {
  usePageTitle('');
  return (
    <div className="home">
      <HomeHero />
      <FeaturedGames />
      <HomeCallsToAction />
      <div className="container home-beta">
        <DeferredUntilNear placeholderClassName="home-deferred--beta">
          <BetaSection />
        </DeferredUntilNear>
      </div>
      <DeferredUntilNear placeholderClassName="home-deferred--upcoming">
        <UpcomingSection />
      </DeferredUntilNear>
    </div>
  );
}
