import { Link } from 'react-router';
import { DateTime } from '../../components/DateTime';
import { formatLabel, type GameLike, matchingGame, platformLabel, prizePoolLabel, tournamentGameKey, tournamentStart, type TournamentLike } from '../../lib/tournaments';

/** Date, prize pool, format, platform and game of one tournament, as on its pages. */
export function TournamentFacts({ tournament, games }: { tournament: TournamentLike; games?: readonly GameLike[] }) {
  const gameKey = tournamentGameKey(tournament);
  const game = matchingGame(tournament, games);
  return (
    <dl className="tournament-facts tournament-facts--page">
      <div>
        <dt>Date</dt>
        <dd>
          <DateTime value={tournamentStart(tournament)} />
        </dd>
      </div>
      <div>
        <dt>Prize pool</dt>
        <dd>{prizePoolLabel(tournament)}</dd>
      </div>
      <div>
        <dt>Format</dt>
        <dd>{formatLabel(tournament)}</dd>
      </div>
      <div>
        <dt>Platform</dt>
        <dd>{platformLabel(tournament)}</dd>
      </div>
      <div>
        <dt>Game</dt>
        <dd>{gameKey ? <Link to={`/games/${encodeURIComponent(gameKey)}`}>{game?.name ?? game?.title ?? tournament.game}</Link> : 'TBA'}</dd>
      </div>
    </dl>
  );
}
