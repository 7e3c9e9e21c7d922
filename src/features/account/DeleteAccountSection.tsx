import { serverMessage } from '../../lib/serverMessage';
import { useRequestAccountDeletionMutation } from './accountApi';
import { FormMessage } from './FormField';

const REQUEST_FAILED = 'The deletion could not be requested. Please try again later.';

/** Deletion starts here and is confirmed from the mailed link. */
export function DeleteAccountSection() {
  const [requestDeletion, { data, error, isLoading }] = useRequestAccountDeletionMutation();
  return (
    <section className="account-section card account-danger-zone" aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete account</h2>
      <p>
        Deleting your account removes your profile, e-mail address and login for good. Your messages stay, shown as Deleted Account.
        We mail you a link to confirm.
      </p>
      {data ? (
        <FormMessage tone="success">{data.msg}</FormMessage>
      ) : (
        <button type="button" className="btn btn-secondary auth-danger" disabled={isLoading} onClick={() => void requestDeletion()}>
          Delete my account
        </button>
      )}
      {error && <FormMessage tone="error">{serverMessage(error, REQUEST_FAILED)}</FormMessage>}
    </section>
  );
}
