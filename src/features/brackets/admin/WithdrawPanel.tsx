import { useState } from 'react';
import type { Bracket, WithdrawBody } from '../../../../common/contract/brackets';
import { Modal } from '../../../components/Modal';
import { serverMessage } from '../../../lib/serverMessage';
import { useWithdrawParticipantMutation } from './bracketAdminApi';

type Player = { participantId: string; name: string };

const REASON_WORDS: Record<WithdrawBody['reason'], string> = { forfeit: 'Forfeit', disqualified: 'Disqualification' };

/** After the start: a participant forfeits or is disqualified, and loses every match still to play. */
export function WithdrawPanel({ bracket }: { bracket: Bracket }) {
  const [withdrawing, setWithdrawing] = useState<Player | null>(null);
  return (
    <section className="card admin-section" aria-labelledby="standings-heading">
      <h3 id="standings-heading">Participants and standings</h3>
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
                    standing.withdrawn === 'forfeit' ? 'Forfeited' : 'Disqualified'
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
      <p>{`${player.name} loses every match still to play. Results already played stand. This cannot be undone.`}</p>
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
