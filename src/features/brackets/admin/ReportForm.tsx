import { type FormEvent, useId, useState } from 'react';
import type { BracketMatch, ReportBody } from '../../../../common/contract/brackets';
import { serverMessage } from '../../../lib/serverMessage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useLazyGetDependentMatchesQuery, useReportMatchMutation } from './bracketAdminApi';
import { matchLabel, matchSummary } from './matchLabel';
import type { Bracket } from '../../../../common/contract/brackets';

interface ReportFormProps {
  tournamentId: string;
  format: Bracket['format'];
  match: BracketMatch;
  /** A completed match gets a new result: the later matches that depended on it are reset, after a confirmation. */
  correcting: boolean;
  onDone: () => void;
}

type Placements = Record<string, { place: string; kills: string }>;

/**
 * Scores of a duel, or places and kills of a lobby. One reportId per result being entered: a
 * double click or a retry after a lost answer sends the same id, which the server applies once.
 */
export function ReportForm({ tournamentId, format, match, correcting, onDone }: ReportFormProps) {
  const [reportMatch, reporting] = useReportMatchMutation();
  const [loadDependents, dependents] = useLazyGetDependentMatchesQuery();
  const [reportId, setReportId] = useState(() => crypto.randomUUID());
  const players = match.opponents.filter((opponent) => opponent !== null && !opponent.forfeit);
  const [scores, setScores] = useState<[string, string]>(() => [String(match.opponents[0]?.score ?? ''), String(match.opponents[1]?.score ?? '')]);
  const [placements, setPlacements] = useState<Placements>(() =>
    Object.fromEntries(players.map((player) => [player!.participantId, { place: String(player!.place ?? ''), kills: String(player!.kills ?? '') }])),
  );
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<BracketMatch[] | null>(null);
  const label = matchLabel(match, format);
  const formId = useId();
  const isLobby = match.bracket === 'lobby';

  function body(): ReportBody {
    const correct = correcting ? { correct: true } : {};
    if (!isLobby) return { reportId, scores: [Number(scores[0]), Number(scores[1])], ...correct };
    return {
      reportId,
      placements: players.map((player) => ({
        participantId: player!.participantId,
        place: Number(placements[player!.participantId]?.place),
        kills: Number(placements[player!.participantId]?.kills || 0),
      })),
      ...correct,
    };
  }

  async function send() {
    setError(null);
    try {
      await reportMatch({ tournamentId, matchId: match.id, body: body() }).unwrap();
      setReportId(crypto.randomUUID());
      setConfirming(null);
      onDone();
    } catch (failure) {
      setConfirming(null);
      setError(serverMessage(failure, 'The result could not be reported.'));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reporting.isLoading || dependents.isFetching) return;
    if (!correcting) return void (await send());
    setError(null);
    try {
      const { matches } = await loadDependents({ tournamentId, matchId: match.id }, false).unwrap();
      setConfirming(matches);
    } catch (failure) {
      setError(serverMessage(failure, 'The matches depending on this one could not be read.'));
    }
  }

  const resetMessage =
    confirming && confirming.length > 0
      ? `If the winner changes, these later matches are reset and must be played again: ${confirming.map((dependent) => `${matchLabel(dependent, format)} (${matchSummary(dependent)})`).join('; ')}.`
      : 'No later match depends on this result: only this match changes.';

  return (
    <form className="admin-form bracket-admin-report" aria-labelledby={`${formId}-title`} onSubmit={submit}>
      <p id={`${formId}-title`} className="visually-hidden">
        {correcting ? `Correct ${label}` : `Report ${label}`}
      </p>
      {!isLobby ? (
        <div className="bracket-admin-scores">
          {match.opponents.map((opponent, index) => (
            <label className="admin-field" key={opponent?.participantId ?? index}>
              {`${opponent?.name ?? 'To be decided'} score`}
              <input
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                required
                value={scores[index as 0 | 1]}
                onChange={(event) => setScores((current) => (index === 0 ? [event.target.value, current[1]] : [current[0], event.target.value]))}
              />
            </label>
          ))}
        </div>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{`Places and kills in ${label}`}</caption>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Place</th>
                <th scope="col">Kills</th>
              </tr>
            </thead>
            <tbody>
              {players.map((player) => {
                const entry = placements[player!.participantId]!;
                const update = (field: 'place' | 'kills', value: string) =>
                  setPlacements((current) => ({ ...current, [player!.participantId]: { ...entry, [field]: value } }));
                return (
                  <tr key={player!.participantId}>
                    <th scope="row">{player!.name}</th>
                    <td>
                      <input
                        type="number"
                        aria-label={`${player!.name} place`}
                        min={1}
                        max={players.length}
                        step={1}
                        required
                        value={entry.place}
                        onChange={(event) => update('place', event.target.value)}
                      />
                    </td>
                    <td>
                      <input type="number" aria-label={`${player!.name} kills`} min={0} step={1} value={entry.kills} onChange={(event) => update('kills', event.target.value)} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="admin-toolbar">
        <button type="submit" className="btn btn-primary btn-small" disabled={reporting.isLoading || dependents.isFetching}>
          {correcting ? 'Save correction' : 'Report result'}
        </button>
        <button type="button" className="btn btn-ghost btn-small" onClick={onDone}>
          Cancel
        </button>
      </div>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={`Correct ${label}?`}
        message={resetMessage}
        confirmLabel="Correct the result"
        busy={reporting.isLoading}
        onConfirm={send}
        onClose={() => setConfirming(null)}
      />
    </form>
  );
}
