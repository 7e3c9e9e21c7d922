import { useState } from 'react';
import type { Bracket, BracketMatch, WithdrawBody } from '../../../../common/contract/brackets';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Modal } from '../../../components/Modal';
import { serverMessage } from '../../../lib/serverMessage';
import { useReinstateParticipantMutation, useWithdrawParticipantMutation } from './bracketAdminApi';
import { matchLabel, matchSummary } from './matchLabel';

type Player = { participantId: string; name: string };

const REASON_WORDS: Record<WithdrawBody['reason'], string> = { forfeit: 'Forfeit', disqualified: 'Disqualification' };

/** What a reinstatement changed, in words: the matches it reset, to be played again. */
function reinstatedText(name: string, matches: BracketMatch[], format: Bracket['format']): string {
  if (matches.length === 0) return `${name} is back in. No match was reset.`;
  const reset = matches.map((match) => `${matchLabel(match, format)} (${matchSummary(match)})`).join('; ');
  return `${name} is back in. These matches were reset and are to be played: ${reset}.`;
}

/**
 * After the start: a participant forfeits or is disqualified, and loses every match still to play;
 * a withdrawal is taken back by reinstating them.
 */
export function WithdrawPanel({ bracket }: { bracket: Bracket }) {
  const [withdrawing, setWithdrawing] = useState<Player | null>(null);
  const [reinstating, setReinstating] = useState<Player | null>(null);
  const [reinstate, reinstatement] = useReinstateParticipantMutation();
  const [notice, setNotice] = useState('');

  async function confirmReinstate() {
    if (!reinstating) return;
    try {
      const { matches } = await reinstate({ tournamentId: bracket.tournamentId, participantId: reinstating.participantId }).unwrap();
      setNotice(reinstatedText(reinstating.name, matches, bracket.format));
      setReinstating(null);
    } catch {
      // The dialog shows the error.
    }
  }

  return (
    <section className="card admin-section" aria-labelledby="standings-heading">
      <h3 id="standings-heading">Participants and standings</h3>
      <p role="status" className="admin-success">
        {notice}
      </p>
      {/* Focusable, so a keyboard can scroll a table wider than a phone once no button is left in it. */}
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Standings table">
        <table className="admin-table">
          <caption className="visually-hidden">Standings</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Name</th>
              <th scope="col">W–D–L</th>
              <th scope="col">Points</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {bracket.standings.map((standing) => (
              <tr key={standing.participantId}>
                <td>{standing.group ? `${standing.rank} (group ${standing.group})` : standing.rank}</td>
                <td>{standing.name}</td>
                <td>{`${standing.wins}–${standing.draws}–${standing.losses}`}</td>
                <td>{standing.points}</td>
                <td>
                  {standing.withdrawn ? (
                    <span className="admin-actions">
                      {standing.withdrawn === 'forfeit' ? 'Forfeited' : 'Disqualified'}
                      {bracket.status === 'running' && (
                        <button
                          type="button"
                          className="btn btn-ghost btn-small"
                          onClick={() => {
                            reinstatement.reset();
                            setReinstating(standing);
                          }}
                          aria-label={`Reinstate ${standing.name}`}
                        >
                          Reinstate
                        </button>
                      )}
                    </span>
                  ) : bracket.status === 'running' ? (
                    <button type="button" className="btn btn-ghost btn-small" onClick={() => setWithdrawing(standing)} aria-label={`Withdraw ${standing.name}`}>
                      Withdraw
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {withdrawing && <WithdrawDialog tournamentId={bracket.tournamentId} player={withdrawing} onClose={() => setWithdrawing(null)} />}
      <ConfirmDialog
        open={reinstating !== null}
        title={`Reinstate ${reinstating?.name ?? ''}?`}
        message={`${reinstating?.name ?? ''} is back in the bracket: the matches the withdrawal decided are reset and played again, with the later matches that depended on them. Results played stand.`}
        confirmLabel="Reinstate"
        busy={reinstatement.isLoading}
        error={reinstatement.isError ? serverMessage(reinstatement.error, 'The participant could not be reinstated.') : null}
        onConfirm={confirmReinstate}
        onClose={() => setReinstating(null)}
      />
    </section>
  );
}

function WithdrawDialog({ tournamentId, player, onClose }: { tournamentId: string; player: Player; onClose: () => void }) {
  const [withdraw, withdrawal] = useWithdrawParticipantMutation();
  const [reason, setReason] = useState<WithdrawBody['reason']>('forfeit');

  async function confirm() {
    try {
      await withdraw({ tournamentId, participantId: player.participantId, reason }).unwrap();
      onClose();
    } catch {
      // Shown below.
    }
  }

  return (
    <Modal open onClose={onClose} title={`Withdraw ${player.name}?`} maxWidth={480}>
      <p>{`${player.name} loses every match still to play. Results already played stand. Reinstating them later resets the matches this decides.`}</p>
      <fieldset className="admin-form">
        <legend>Reason</legend>
        {(['forfeit', 'disqualified'] as const).map((value) => (
          <label key={value} className="admin-check">
            <input type="radio" name="withdraw-reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
            {REASON_WORDS[value]}
          </label>
        ))}
      </fieldset>
      {withdrawal.isError && (
        <p className="admin-error" role="alert">
          {serverMessage(withdrawal.error, 'The participant could not be withdrawn.')}
        </p>
      )}
      <div className="admin-toolbar">
        <button type="button" className="btn btn-primary" onClick={confirm} disabled={withdrawal.isLoading}>
          {reason === 'forfeit' ? `Record the forfeit of ${player.name}` : `Disqualify ${player.name}`}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
