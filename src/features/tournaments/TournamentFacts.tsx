import '../../styles/tournamentFacts.css';
import { Link } from 'react-router';
import { type GameLike, matchingGame, tournamentGameKey, type TournamentLike } from '../../lib/tournaments';
import { TournamentFactRows } from './TournamentFactRows';

/** Date, prize pool, format, platform and game of one tournament, as on its pages. */
export function TournamentFacts({ tournament, games }: { tournament: TournamentLike; games?: readonly GameLike[] }) {
  const gameKey = tournamentGameKey(tournament);
  const game = matchingGame(tournament, games);
  return (
    <dl className="tournament-facts tournament-facts--page">
      <TournamentFactRows tournament={tournament} />
      <div>
        <dt>Game</dt>
        <dd>{gameKey ? <Link to={`/games/${encodeURIComponent(gameKey)}`}>{game?.name ?? game?.title ?? tournament.game}</Link> : 'TBA'}</dd>
      </div>
    </dl>
  );
}
