import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { serverMessage } from '../../../lib/serverMessage';
import { useResetBracketMutation } from './bracketAdminApi';

/** Takes a started bracket down again while no result is in; once one is, the server says so. */
export function BackToSeeding({ tournamentId }: { tournamentId: string }) {
  const [resetBracket, reset] = useResetBracketMutation();
  const [confirming, setConfirming] = useState(false);

  async function confirm() {
    try {
      await resetBracket({ tournamentId }).unwrap();
      setConfirming(false);
    } catch {
      // The dialog shows the error.
    }
  }

  return (
    <div className="admin-toolbar">
      <button
        type="button"
        className="btn btn-ghost btn-small"
        onClick={() => {
          reset.reset();
          setConfirming(true);
        }}
      >
        Back to seeding
      </button>
      <ConfirmDialog
        open={confirming}
        title="Back to seeding?"
        message="The bracket is taken down: participants and seeds stay, players dropped at the start get their places back and the tournament its status. This works only while no result is in."
        confirmLabel="Take the bracket down"
        busy={reset.isLoading}
        error={reset.isError ? serverMessage(reset.error, 'The bracket could not be taken down.') : null}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
