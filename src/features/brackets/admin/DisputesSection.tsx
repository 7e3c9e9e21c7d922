import './disputes.css';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Dispute } from '../../../../common/contract/brackets';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DateTime } from '../../../components/DateTime';
import { serverMessage } from '../../../lib/serverMessage';
import { useGetDisputesQuery, useResolveDisputeMutation } from './disputesAdminApi';

type Shown = 'open' | 'resolved';
type Decision = 'upheld' | 'rejected';

const SIDE_NAMES: Record<string, string> = { winners: 'Winners', losers: 'Losers', swiss: 'Swiss' };

/**
 * A match named from its id alone, the queue reading no bracket: "winners-2-1" is "Winners round
 * 2, match 1", "group-1-2-3" "Group 1 round 2, match 3", "lobby-2-1" "Round 2, lobby 1".
 */
function matchNameOf(matchId: string): string {
  const [side = '', ...numbers] = matchId.split('-');
  const [group, round, number] = numbers.length === 3 ? numbers : [null, ...numbers];
  if (side === 'final') return round === '1' ? 'Grand final' : 'Grand final reset';
  if (side === 'group') return `Group ${group} round ${round}, match ${number}`;
  if (side === 'lobby') return `Round ${round}, lobby ${number}`;
  return `${SIDE_NAMES[side] ?? side} round ${round}, match ${number}`;
}

const bracketPathOf = (dispute: Dispute) => `/versusbackoffice/tournaments/${dispute.tournamentId}/bracket`;

const DECISIONS: Record<Decision, { verb: string; explanation: string; done: string }> = {
  upheld: { verb: 'Uphold', explanation: 'The match is reopened: report the right result.', done: 'Dispute upheld. The match is reopened: report the right result.' },
  rejected: { verb: 'Reject', explanation: 'The result stands as reported.', done: 'Dispute rejected. The result stands as reported.' },
};

/** The disputes in the state the filter shows: open ones oldest first, resolved ones latest first. */
function useShownDisputes(shown: Shown) {
  const open = useGetDisputesQuery('open', { skip: shown !== 'open' });
  const upheld = useGetDisputesQuery('upheld', { skip: shown !== 'resolved' });
  const rejected = useGetDisputesQuery('rejected', { skip: shown !== 'resolved' });
  const reads = shown === 'open' ? [open] : [upheld, rejected];
  const disputes = useMemo(() => {
    if (shown === 'open') return open.data;
    if (!upheld.data || !rejected.data) return undefined;
    return [...upheld.data, ...rejected.data].sort((a, b) => (b.resolvedAt ?? '').localeCompare(a.resolvedAt ?? ''));
  }, [shown, open.data, upheld.data, rejected.data]);
  return { disputes, isLoading: reads.some((read) => read.isLoading), isError: reads.some((read) => read.isError) };
}

/**
 * Players' disputes of reported results, for an organizer to decide: uphold (the match is
 * reopened for the right result) or reject (the result stands), each with an optional note.
 */
export function DisputesSection() {
  const [shown, setShown] = useState<Shown>('open');
  const { disputes, isLoading, isError } = useShownDisputes(shown);
  const [resolve, resolution] = useResolveDisputeMutation();
  const [deciding, setDeciding] = useState<{ dispute: Dispute; decision: Decision } | null>(null);
  const [note, setNote] = useState('');
  const [done, setDone] = useState<{ dispute: Dispute; decision: Decision } | null>(null);
  const noteId = useId();

  function ask(dispute: Dispute, decision: Decision) {
    resolution.reset();
    setNote('');
    setDeciding({ dispute, decision });
  }

  async function confirm() {
    if (!deciding) return;
    const { dispute, decision } = deciding;
    try {
      await resolve({ id: dispute.id, tournamentId: dispute.tournamentId, decision, note: note.trim() || undefined }).unwrap();
      setDeciding(null);
      setDone({ dispute, decision });
    } catch {
      // Shown in the dialog.
    }
  }

  return (
    <section className="admin-section" aria-labelledby="disputes-heading">
      <h2 id="disputes-heading">Disputes</h2>
      <div className="admin-toolbar">
        <label className="admin-field">
          Show
          <select value={shown} onChange={(event) => setShown(event.target.value as Shown)}>
            <option value="open">Open</option>
            <option value="resolved">Resolved</option>
          </select>
        </label>
      </div>
      <p role="status" className="admin-success">
        {done && (
          <>
            {DECISIONS[done.decision].done} <Link to={bracketPathOf(done.dispute)}>{`Open the bracket of ${done.dispute.tournamentTitle}`}</Link>
          </>
        )}
      </p>
      {isLoading && <p role="status">Loading...</p>}
      {isError && (
        <p className="admin-error" role="alert">
          The disputes could not be loaded.
        </p>
      )}
      {disputes && disputes.length === 0 && <p>{shown === 'open' ? 'No open disputes.' : 'No resolved disputes.'}</p>}
      {disputes && disputes.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table-cards">
            <caption className="visually-hidden">{shown === 'open' ? 'Open disputes' : 'Resolved disputes'}</caption>
            <thead>
              <tr>
                <th scope="col">Tournament</th>
                <th scope="col">Match</th>
                <th scope="col">Side</th>
                <th scope="col">Player</th>
                <th scope="col">Reason</th>
                <th scope="col">Sent</th>
                {shown === 'open' ? <th scope="col">Actions</th> : <th scope="col">Decision</th>}
              </tr>
            </thead>
            <tbody>
              {disputes.map((dispute) => (
                <DisputeRow key={dispute.id} dispute={dispute} onDecide={(decision) => ask(dispute, decision)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deciding !== null}
        title={deciding ? `${DECISIONS[deciding.decision].verb} the dispute of ${deciding.dispute.side}?` : ''}
        message={deciding ? `${deciding.dispute.tournamentTitle}, ${matchNameOf(deciding.dispute.matchId)}. ${DECISIONS[deciding.decision].explanation}` : ''}
        confirmLabel={deciding ? DECISIONS[deciding.decision].verb : ''}
        busy={resolution.isLoading}
        error={resolution.isError ? serverMessage(resolution.error, 'The dispute could not be resolved.') : null}
        onConfirm={confirm}
        onClose={() => setDeciding(null)}
      >
        <div className="admin-field">
          <label htmlFor={noteId}>Note (optional)</label>
          <textarea id={noteId} value={note} onChange={(event) => setNote(event.target.value)} maxLength={1000} rows={3} />
        </div>
      </ConfirmDialog>
    </section>
  );
}

function DisputeRow({ dispute, onDecide }: { dispute: Dispute; onDecide: (decision: Decision) => void }) {
  const match = matchNameOf(dispute.matchId);
  const about = `of ${dispute.side} on ${dispute.tournamentTitle}, ${match}`;
  return (
    <tr>
      <td className="admin-card-title">
        <Link to={bracketPathOf(dispute)}>{dispute.tournamentTitle}</Link>
      </td>
      <td data-label="Match">{match}</td>
      <td data-label="Side">{dispute.side}</td>
      <td data-label="Player">{dispute.username ?? '—'}</td>
      <td data-label="Reason" className="disputes-reason">
        {dispute.reason}
      </td>
      <td data-label="Sent">
        <DateTime value={dispute.createdAt} />
      </td>
      {dispute.status === 'open' ? (
        <td className="admin-actions">
          <button type="button" className="btn btn-primary btn-small" onClick={() => onDecide('upheld')} aria-label={`Uphold the dispute ${about}`}>
            Uphold
          </button>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => onDecide('rejected')} aria-label={`Reject the dispute ${about}`}>
            Reject
          </button>
        </td>
      ) : (
        <td data-label="Decision">
          {dispute.status === 'upheld' ? 'Upheld' : 'Rejected'}
          {dispute.resolvedAt && (
            <>
              {' '}
              <DateTime value={dispute.resolvedAt} />
            </>
          )}
          {dispute.note && <span className="admin-muted">{` — ${dispute.note}`}</span>}
        </td>
      )}
    </tr>
  );
}
