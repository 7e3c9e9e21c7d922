import { useState } from 'react';
import type { Bracket, BracketMatch } from '../../../../common/contract/brackets';
import { matchLabel, matchSummary, roundsOf } from './matchLabel';
import { ReportForm } from './ReportForm';

const STATUS_WORDS: Record<BracketMatch['status'], string> = {
  locked: 'Locked',
  waiting: 'Waiting for opponents',
  ready: 'Ready',
  running: 'Being played',
  completed: 'Completed',
};

type Editing = { matchId: string; correcting: boolean } | null;

/** Every match, round by round, with a result form for the ones ready to report and a correction for completed ones. */
export function MatchesPanel({ bracket }: { bracket: Bracket }) {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <section className="card admin-section" aria-labelledby="matches-heading">
      <h3 id="matches-heading">Matches</h3>
      {roundsOf(bracket).map((round) => (
        <section key={round.key} aria-label={round.label} className="bracket-admin-round">
          <h4>{round.label}</h4>
          <ul className="bracket-admin-matches">
            {round.matches.map((match) => (
              <li key={match.id}>
                <AdminMatchCard
                  bracket={bracket}
                  match={match}
                  editing={editing?.matchId === match.id ? editing : null}
                  onEdit={(correcting) => setEditing({ matchId: match.id, correcting })}
                  onDone={() => setEditing(null)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

interface AdminMatchCardProps {
  bracket: Bracket;
  match: BracketMatch;
  editing: Editing;
  onEdit: (correcting: boolean) => void;
  onDone: () => void;
}

function AdminMatchCard({ bracket, match, editing, onEdit, onDone }: AdminMatchCardProps) {
  const label = matchLabel(match, bracket.format);
  const reportable = !match.bye && (match.status === 'ready' || match.status === 'running');
  const correctable = !match.bye && match.status === 'completed' && !match.opponents.some((opponent) => opponent?.forfeit);
  const lobbyPlayers = match.bracket === 'lobby' ? [...match.opponents].sort((a, b) => (a?.place ?? Infinity) - (b?.place ?? Infinity)) : [];
  return (
    <div role="group" aria-label={label} className="bracket-admin-match">
      <p className="bracket-admin-match-head">
        <strong>{label}</strong> <span className="admin-muted">{match.bye ? 'BYE' : STATUS_WORDS[match.status]}</span>
      </p>
      <p>{matchSummary(match)}</p>
      {match.bracket === 'lobby' && match.status === 'completed' && (
        <ol className="bracket-admin-lobby">
          {lobbyPlayers.map((player) =>
            player ? <li key={player.participantId}>{`${player.name}: ${player.place ? `place ${player.place}, ${player.kills ?? 0} kills, ` : ''}${player.score ?? 0} points`}</li> : null,
          )}
        </ol>
      )}
      {editing ? (
        <ReportForm tournamentId={bracket.tournamentId} format={bracket.format} match={match} correcting={editing.correcting} onDone={onDone} />
      ) : (
        <div className="admin-toolbar">
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
