import { Link } from 'react-router';
import type { BracketMatch } from '../../../common/contract/brackets';
import { MatchCardFoot, type MatchCardProps } from './MatchCard';
import { ordinal } from './places';

interface LobbyCardProps extends Pick<MatchCardProps, 'highlighted' | 'usernameOf' | 'playedBy' | 'onDispute'> {
  lobby: BracketMatch;
  /** The lobby's accessible name, e.g. "Round 2, lobby 1". */
  label: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A battle royale lobby: its players by place once reported, with kills and the points earned. */
export function LobbyCard({ lobby, label, highlighted, usernameOf, playedBy, onDispute }: LobbyCardProps) {
  const players = lobby.opponents
    .filter((opponent) => opponent !== null)
    .sort((a, b) => (a.place ?? Number.MAX_SAFE_INTEGER) - (b.place ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name));
  const reported = lobby.status === 'completed';
  return (
    <div role="group" aria-label={label} className={`match-card lobby-card is-${lobby.status}`} data-match-id={lobby.id}>
      <ol className="lobby-card__players">
        {players.map((player) => {
          const username = usernameOf?.(player.participantId) ?? null;
          return (
            <li key={player.participantId} className={highlighted?.has(player.participantId) ? 'is-highlighted' : undefined}>
              {reported && player.place !== null && player.place !== undefined && <span className="lobby-card__place">{ordinal(player.place)}</span>}{' '}
              <span className="match-card__name">{username ? <Link to={`/profile/${encodeURIComponent(username)}`}>{player.name}</Link> : player.name}</span>
              {reported && (
                <span className="lobby-card__figures">
                  {' '}
                  {plural(player.kills ?? 0, 'kill')}, {plural(player.score ?? 0, 'point')}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <MatchCardFoot
        match={lobby}
        label={label}
        outcome={reported ? `${players[0]?.name ?? 'Nobody'} wins the lobby` : lobby.status === 'running' ? 'Being played' : 'Not played yet'}
        playedBy={playedBy}
        onDispute={onDispute}
      />
    </div>
  );
}
