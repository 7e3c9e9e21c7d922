import { Link } from 'react-router';
import { GameCard } from '../games/GameCard';
import { HOME_FEATURED_GAMES } from './homeConstants';
import { PlaceholderCards } from './PlaceholderCards';
import { useFeaturedGames } from './useFeaturedGames';

/** Four featured games, with the fallbacks of useFeaturedGames behind them. */
export function FeaturedGames() {
  const games = useFeaturedGames();
  return (
    <section className="home-section container" aria-labelledby="featured-games-title">
      <div className="home-section__header">
        <h2 id="featured-games-title">Featured Games</h2>
        <Link to="/games">All games</Link>
      </div>
      {games ? (
        <ul className="home-grid home-grid--games">
          {games.map((game) => (
            <li key={game.key}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      ) : (
        <PlaceholderCards count={HOME_FEATURED_GAMES} kind="game" label="Loading featured games…" />
      )}
    </section>
  );
}
