import { Link } from 'react-router';
import { type GameLike, tournamentId } from '../../lib/tournaments';
import { TournamentCard } from './TournamentCard';
import { useGetTournamentsQuery } from './tournamentsApi';
import { useTournamentSource } from './useTournamentSource';

interface GameTournamentsProps {
  game: GameLike & { key: string; name: string };
}

/** On a game's page: its live and upcoming tournaments, so a player who likes the game has somewhere to go next. */
export function GameTournaments({ game }: GameTournamentsProps) {
  const source = useTournamentSource();
  const { data: tournaments, isLoading, isError } = useGetTournamentsQuery({ source, game: game.key });
  const allLink = (
    <Link to={`/tournaments?game=${encodeURIComponent(game.key)}`}>All {game.name} tournaments, past ones included</Link>
  );

  return (
    <section aria-labelledby="game-tournaments" className="game-tournaments">
      <h2 id="game-tournaments">Tournaments</h2>
      {isLoading && <p role="status">Loading tournaments…</p>}
      {isError && <p role="alert">The tournaments could not be loaded. Please try again later.</p>}
      {tournaments && tournaments.length === 0 && (
        <p>
          No {game.name} tournament is live or coming up right now. <Link to="/tournaments">See every tournament</Link>
        </p>
      )}
      {tournaments && tournaments.length > 0 && (
        <>
          <ul className="tournament-grid">
            {tournaments.map((tournament, index) => (
              <li key={tournamentId(tournament) ?? index}>
                <TournamentCard tournament={tournament} games={[game]} compact />
              </li>
            ))}
          </ul>
          <p>{allLink}</p>
        </>
      )}
    </section>
  );
}
