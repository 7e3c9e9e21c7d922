import './tournaments.css';
import '../../styles/formField.css';
import { useId } from 'react';
import { TournamentGroup } from './TournamentGroup';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { type GameLike, tournamentGameKey, type TournamentLike } from '../../lib/tournaments';
import { groupByPhase, matchesFilters, platformsOf, STATUS_FILTER_OPTIONS, type TournamentFilterValues, visibleSections } from './tournamentFilters';
import { useGetTournamentsQuery } from './tournamentsApi';
import { useCoverGames } from './useCoverGames';
import { useHighlightedTournament } from './useHighlightedTournament';
import { useTournamentSource } from './useTournamentSource';

/** The list page asks for this many; the API allows up to 100 per page. */
const LIST_PAGE_LIMIT = 100;

function gameOptions(tournaments: readonly TournamentLike[], games: readonly GameLike[] | undefined) {
  const keys = new Set(tournaments.map(tournamentGameKey).filter((key): key is string => key !== null));
  return [...keys]
    .map((key) => ({ value: key, label: games?.find((game) => (game.key ?? game.gameKey) === key)?.name ?? key }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** /tournaments: every tournament, filtered by game, status and platform, as upcoming, live and past. */
export function TournamentsPage() {
  usePageTitle('Tournaments');
  const source = useTournamentSource();
  const { data: tournaments = [], isLoading, isError, refetch } = useGetTournamentsQuery({ source, limit: LIST_PAGE_LIMIT });
  const games = useCoverGames();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: TournamentFilterValues = {
    game: searchParams.get('game') ?? '',
    status: searchParams.get('status') ?? '',
    platform: searchParams.get('platform') ?? '',
  };
  const highlightedId = useHighlightedTournament(!isLoading && tournaments.length > 0);
  const filterIds = { game: useId(), status: useId(), platform: useId() };

  const setFilter = (name: keyof TournamentFilterValues, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  const shown = tournaments.filter((tournament) => matchesFilters(tournament, filters));
  const groups = groupByPhase(shown);

  return (
    <section className="page container tournaments-page">
      <h1>Tournaments</h1>
      <p className="tournaments-page__intro">Compete for prizes, follow live brackets and look back at past results.</p>

      <form className="tournament-filters" aria-label="Filter tournaments" onSubmit={(event) => event.preventDefault()}>
        <div className="form-field">
          <label htmlFor={filterIds.game}>Game</label>
          <select id={filterIds.game} value={filters.game} onChange={(event) => setFilter('game', event.target.value)}>
            <option value="">All games</option>
            {gameOptions(tournaments, games).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={filterIds.status}>Status</label>
          <select id={filterIds.status} value={filters.status} onChange={(event) => setFilter('status', event.target.value)}>
            <option value="">All statuses</option>
            {STATUS_FILTER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={filterIds.platform}>Platform</label>
          <select id={filterIds.platform} value={filters.platform} onChange={(event) => setFilter('platform', event.target.value)}>
            <option value="">All platforms</option>
            {platformsOf(tournaments).map((platform) => (
              <option key={platform} value={platform}>
                {platform}
              </option>
            ))}
          </select>
        </div>
      </form>

      {isLoading && <p className="page-status">Loading tournaments…</p>}
      {isError && (
        <div className="page-status" role="alert">
          <p>Failed to load tournaments. Please try again later.</p>
          <button type="button" className="btn btn-secondary" onClick={() => void refetch()}>
            Try Again
          </button>
        </div>
      )}
      {!isLoading &&
        !isError &&
        visibleSections(filters).map(({ phase, heading, empty }) => (
          <TournamentGroup key={phase} phase={phase} heading={heading} empty={empty} tournaments={groups[phase]} games={games} highlightedId={highlightedId} />
        ))}
    </section>
  );
}
