import type { Bracket, BracketMatch } from '../../../../common/contract/brackets';
import { matchLabel, matchSummary } from './matchLabel';
import { ReportForm } from './ReportForm';
import { gamesOf, gamesText } from './series';

const STATUS_WORDS: Record<BracketMatch['status'], string> = {
  locked: 'Locked',
  waiting: 'Waiting for opponents',
  ready: 'Ready',
  running: 'Being played',
  completed: 'Completed',
};

/** The match whose result form is open, and whether it corrects a stored result. */
export type Editing = { matchId: string; correcting: boolean } | null;

interface AdminMatchCardProps {
  bracket: Bracket;
  match: BracketMatch;
  bestOf: number;
  editing: Editing;
  onEdit: (correcting: boolean) => void;
  onDone: () => void;
  /** Calls a ready match to be played; without it the card offers no call. */
  onCall?: () => void;
  calling?: boolean;
}

/** One match: who plays, how it stands, and what can be done with it (call, report, correct). */
export function AdminMatchCard({ bracket, match, bestOf, editing, onEdit, onDone, onCall, calling = false }: AdminMatchCardProps) {
  const label = matchLabel(match, bracket.format);
  const reportable = !match.bye && (match.status === 'ready' || match.status === 'running');
  const correctable = !match.bye && match.status === 'completed' && !match.opponents.some((opponent) => opponent?.forfeit);
  const lobbyPlayers = match.bracket === 'lobby' ? [...match.opponents].sort((a, b) => (a?.place ?? Infinity) - (b?.place ?? Infinity)) : [];
  const games = match.status === 'completed' ? gamesOf(match) : null;
  return (
    <div role="group" aria-label={label} className={`bracket-admin-match is-${match.status}`}>
      <p className="bracket-admin-match-head">
        <strong>{label}</strong> <span className="admin-muted">{match.bye ? 'BYE' : STATUS_WORDS[match.status]}</span>
      </p>
      <p>{matchSummary(match)}</p>
      {games && <p className="admin-muted">{`Games: ${gamesText(games)}`}</p>}
      {match.bracket === 'lobby' && match.status === 'completed' && (
        <ol className="bracket-admin-lobby">
          {lobbyPlayers.map((player) =>
            player ? <li key={player.participantId}>{`${player.name}: ${player.place ? `place ${player.place}, ${player.kills ?? 0} kills, ` : ''}${player.score ?? 0} points`}</li> : null,
          )}
        </ol>
      )}
      {editing ? (
        <ReportForm tournamentId={bracket.tournamentId} format={bracket.format} match={match} bestOf={bestOf} correcting={editing.correcting} onDone={onDone} />
      ) : (
        <div className="admin-toolbar">
          {onCall && match.status === 'ready' && !match.bye && (
            <button type="button" className="btn btn-primary btn-small" onClick={onCall} disabled={calling} aria-label={`Call ${label}`}>
              Call
            </button>
          )}
          {reportable && (
            <button type="button" className="btn btn-secondary btn-small" onClick={() => onEdit(false)} aria-label={`Report ${label}`}>
              Report
            </button>
          )}
          {correctable && (
            <button type="button" className="btn btn-ghost btn-small" onClick={() => onEdit(true)} aria-label={`Correct ${label}`}>
              Correct
            </button>
          )}
        </div>
      )}
    </div>
  );
}
