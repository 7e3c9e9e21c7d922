import { GamePage } from '../features/games/GamePage';
import { GameTournaments } from '../features/tournaments/GameTournaments';

/**
 * A game's page with its live and upcoming tournaments, put together here, above both features:
 * the tournaments feature reads the games catalogue (covers, game names), so the games feature
 * does not import the tournaments one and the two stay out of a loop.
 */
export function GamePageWithTournaments() {
  return <GamePage tournaments={GameTournaments} />;
}
