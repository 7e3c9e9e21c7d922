import '../../styles/formField.css';
import { type FormEvent, useId, useState } from 'react';
import type { BracketMatch } from '../../../common/contract/brackets';
import { Modal } from '../../components/Modal';
import { serverMessage } from '../../lib/serverMessage';
import { useDisputeResultMutation } from './disputesApi';

/** As long as the server takes a reason. */
const REASON_MAX_LENGTH = 1000;

interface DisputeDialogProps {
  tournamentId: string;
  match: BracketMatch;
  /** The match's name on the page, e.g. "Semifinals, match 1". */
  label: string;
  onClose: () => void;
  /** Called once the server has taken the dispute; the dialog is closed by its opener. */
  onSent: () => void;
}

/**
 * A player objects to a reported result, in their own words. Too late, or already disputed by
 * their side: the server says so, and the dialog shows its words.
 */
export function DisputeDialog({ tournamentId, match, label, onClose, onSent }: DisputeDialogProps) {
  const [dispute, { isLoading }] = useDisputeResultMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const errorId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    if (!reason.trim()) {
      setError('Say what is wrong with this result.');
      return;
    }
    setError(null);
    try {
      await dispute({ tournamentId, matchId: match.id, reason: reason.trim() }).unwrap();
      onSent();
    } catch (failure) {
      setError(serverMessage(failure, 'The dispute could not be sent. Please try again.'));
    }
  }

  return (
    <Modal open onClose={onClose} title="Dispute the result" maxWidth={520} className="dispute-dialog">
      <form onSubmit={onSubmit} noValidate>
        <p>
          {label}. An organizer reads your reason and either lets the result stand or reopens the match for the right result.
        </p>
        <div className="form-field">
          <label htmlFor={reasonId}>What is wrong with this result?</label>
          <textarea
            id={reasonId}
            name="reason"
            rows={4}
            required
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        {error && (
          <p id={errorId} className="dispute-dialog__error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            Send
          </button>
        </div>
      </form>
    </Modal>
  );
}
