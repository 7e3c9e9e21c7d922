import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRatingsInBatches } from '../ratings/useRatingsInBatches';
import { CATALOGUE_LIMIT } from './gameConstants';
import { GameCard } from './GameCard';
import { type GameFilters, filterGames, filterOptions, filtersFromParams, hasFilters, NO_FILTERS, paramsFromFilters } from './gameFilters';
import { GameFiltersForm } from './GameFiltersForm';
import { useGetGamesQuery } from './gamesApi';
import './games.css';

function countText(count: number): string {
  return `${count} ${count === 1 ? 'game' : 'games'}`;
}

/**
 * /games: the catalogue (GET /api/games?limit=30) with search and filters kept in the
 * URL. The catalogue is small, so filtering happens here, at once, without a request per keystroke.
 */
export function GamesPage() {
  usePageTitle('Games');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);
  const { data: games, isLoading, isError, refetch } = useGetGamesQuery({ limit: CATALOGUE_LIMIT });
  const options = useMemo(() => filterOptions(games ?? []), [games]);
  const shown = useMemo(() => filterGames(games ?? [], filters), [games, filters]);
  useRatingsInBatches(shown.map((game) => game.key));

  const changeFilters = (next: GameFilters) => setSearchParams(paramsFromFilters(next), { replace: true });

  return (
    <section className="page container games-page" aria-labelledby="games-title">
      <h1 id="games-title">Games</h1>
      <p className="games-intro">Browse the games played on VERSUS, see how players rate them, and jump into a match.</p>
      <GameFiltersForm filters={filters} genres={options.genres} platforms={options.platforms} onChange={changeFilters} />
      <p className="games-count" role="status">
        {isLoading ? 'Loading games...' : games ? countText(shown.length) : ''}
      </p>
      {isError && !games && (
        <div role="alert" className="games-error">
          <p>Could not load the games. Please try again.</p>
          <button type="button" className="btn" onClick={() => void refetch()}>Try again</button>
        </div>
      )}
      {games && shown.length === 0 && (
        <div className="games-empty">
          <p>No games match your search.</p>
          {hasFilters(filters) && (
            <button type="button" className="btn" onClick={() => changeFilters(NO_FILTERS)}>Show all games</button>
          )}
        </div>
      )}
      {shown.length > 0 && (
        <ul className="game-grid" aria-label="Games">
          {shown.map((game) => (
            <li key={game.key}>
              <GameCard game={game} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
