import { Link } from 'react-router';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../../components/useMediaQuery';
import { GameCard } from '../games/GameCard';
import { GAME_FETCH_LIMIT, useGetGamesQuery } from '../games/gamesApi';
import { TournamentCard } from '../tournaments/TournamentCard';
import { useGetTournamentsQuery } from '../tournaments/tournamentsApi';
import { useTournamentSource } from '../tournaments/useTournamentSource';
import {
  POPULAR_GAMES_DESKTOP,
  POPULAR_GAMES_MOBILE,
  UPCOMING_CACHE_SECONDS,
  UPCOMING_FAILURE_TEXT,
  UPCOMING_TOURNAMENTS_SHOWN,
} from './homeConstants';
import { PlaceholderCards } from './PlaceholderCards';
import { pickUpcomingTournaments } from './upcomingTournaments';
import { usePopularGames } from './usePopularGames';

// A cached answer younger than 5 minutes is used as it is; an older one is refetched, and stays
// on screen if that refetch fails.
const CACHE_OPTIONS = { refetchOnMountOrArgChange: UPCOMING_CACHE_SECONDS };

/** Three upcoming tournaments and the popular games, loaded and failing together. */
export function UpcomingSection() {
  const narrow = useMediaQuery(MOBILE_MEDIA_QUERY);
  const tournaments = useGetTournamentsQuery({ source: useTournamentSource() }, CACHE_OPTIONS);
  const catalogue = useGetGamesQuery({ limit: GAME_FETCH_LIMIT }, CACHE_OPTIONS);
  const popularCount = narrow ? POPULAR_GAMES_MOBILE : POPULAR_GAMES_DESKTOP;
  const { popular, ready } = usePopularGames(catalogue.data, popularCount);

  const failed = (tournaments.isError && !tournaments.data) || (catalogue.isError && !catalogue.data);
  const upcoming = tournaments.data ? pickUpcomingTournaments(tournaments.data, UPCOMING_TOURNAMENTS_SHOWN) : null;

  const retry = () => {
    void tournaments.refetch();
    void catalogue.refetch();
  };

  return (
    <div className="container home-upcoming">
      {failed && (
        <div className="home-failure" role="alert">
          <p>{UPCOMING_FAILURE_TEXT}</p>
          <button type="button" className="btn btn-secondary" onClick={retry}>
            Try Again
          </button>
        </div>
      )}
      <section className="home-section" aria-labelledby="upcoming-tournaments-title">
        <div className="home-section__header">
          <h2 id="upcoming-tournaments-title">Upcoming Tournaments</h2>
          <Link to="/tournaments">All tournaments</Link>
        </div>
        {upcoming ? (
          upcoming.length > 0 ? (
            <ul className="home-grid home-grid--tournaments">
              {upcoming.map((tournament) => (
                <li key={tournament._id ?? tournament.id ?? tournament.title}>
                  <TournamentCard tournament={tournament} games={catalogue.data} compact />
                </li>
              ))}
            </ul>
          ) : (
            <p className="home-section__empty">No upcoming tournaments right now. New ones are announced every week: check back soon.</p>
          )
        ) : (
          !failed && <PlaceholderCards count={UPCOMING_TOURNAMENTS_SHOWN} kind="tournament" label="Loading upcoming tournaments…" />
        )}
      </section>
      <section className="home-section" aria-labelledby="popular-games-title">
        <div className="home-section__header">
          <h2 id="popular-games-title">Popular Games</h2>
          <Link to="/games">All games</Link>
        </div>
        {catalogue.data && ready ? (
          popular.length > 0 ? (
            <ul className="home-grid home-grid--games">
              {popular.map(({ game }) => (
                <li key={game.key}>
                  <GameCard game={game} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="home-section__empty">The games catalogue is being set up. Check back soon.</p>
          )
        ) : (
          !failed && <PlaceholderCards count={popularCount} kind="game" label="Loading popular games…" />
        )}
      </section>
    </div>
  );
}
