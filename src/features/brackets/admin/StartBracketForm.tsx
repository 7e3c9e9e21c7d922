import { type FormEvent, useState } from 'react';
import type { StartBracketBody } from '../../../../common/contract/brackets';
import { FORMAT_LABELS, TOURNAMENT_FORMATS, type TournamentFormat } from '../../../../common/tournamentFormats';
import { serverMessage } from '../../../lib/serverMessage';
import { useStartBracketMutation } from './bracketAdminApi';

interface StartBracketFormProps {
  tournamentId: string;
  /** The tournament's own format; null when it has none the bracket knows. */
  tournamentFormat: TournamentFormat | null;
  participantCount: number;
}

/** Draws the bracket from the participants, with the options of its format. */
export function StartBracketForm({ tournamentId, tournamentFormat, participantCount }: StartBracketFormProps) {
  const [startBracket, starting] = useStartBracketMutation();
  const [format, setFormat] = useState<TournamentFormat>(tournamentFormat ?? 'SINGLE_ELIMINATION');
  const [thirdPlaceMatch, setThirdPlaceMatch] = useState(false);
  const [grandFinalReset, setGrandFinalReset] = useState(true);
  const [groups, setGroups] = useState('');
  const [rounds, setRounds] = useState('');
  const [error, setError] = useState<string | null>(null);

  function body(): StartBracketBody {
    const options: StartBracketBody = format === tournamentFormat ? {} : { format };
    if (format === 'SINGLE_ELIMINATION') options.thirdPlaceMatch = thirdPlaceMatch;
    if (format === 'DOUBLE_ELIMINATION') options.grandFinalReset = grandFinalReset;
    if (format === 'ROUND_ROBIN' && groups) options.groups = Number(groups);
    if ((format === 'SWISS' || format === 'BATTLE_ROYALE') && rounds) options.rounds = Number(rounds);
    return options;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await startBracket({ tournamentId, body: body() }).unwrap();
    } catch (failure) {
      setError(serverMessage(failure, 'The bracket could not be started.'));
    }
  }

  return (
    <form className="card admin-form" aria-labelledby="start-bracket-heading" onSubmit={submit}>
      <h3 id="start-bracket-heading">Start the bracket</h3>
      <p className="admin-muted">Once it starts, participants can no longer be added, removed or seeded; they can still forfeit or be disqualified.</p>
      <div className="admin-form-grid">
        <label className="admin-field">
          Format
          <select value={format} onChange={(event) => setFormat(event.target.value as TournamentFormat)}>
            {TOURNAMENT_FORMATS.map((value) => (
              <option key={value} value={value}>
                {FORMAT_LABELS[value]}
                {value === tournamentFormat ? " (the tournament's)" : ''}
              </option>
            ))}
          </select>
        </label>
        {format === 'SINGLE_ELIMINATION' && (
          <label className="admin-check">
            <input type="checkbox" checked={thirdPlaceMatch} onChange={(event) => setThirdPlaceMatch(event.target.checked)} />
            Third-place match
          </label>
        )}
        {format === 'DOUBLE_ELIMINATION' && (
          <label className="admin-check">
            <input type="checkbox" checked={grandFinalReset} onChange={(event) => setGrandFinalReset(event.target.checked)} />
            Grand final reset
          </label>
        )}
        {format === 'ROUND_ROBIN' && (
          <label className="admin-field">
            Groups (optional)
            <input type="number" value={groups} onChange={(event) => setGroups(event.target.value)} min={1} max={64} step={1} />
          </label>
        )}
        {(format === 'SWISS' || format === 'BATTLE_ROYALE') && (
          <label className="admin-field">
            Rounds (optional)
            <input type="number" value={rounds} onChange={(event) => setRounds(event.target.value)} min={1} max={20} step={1} />
          </label>
        )}
      </div>
      <div className="admin-toolbar">
        <button type="submit" className="btn btn-primary" disabled={starting.isLoading || participantCount < 2}>
          Start the bracket
        </button>
        {participantCount < 2 && <p className="admin-muted">A bracket needs at least 2 participants.</p>}
      </div>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
