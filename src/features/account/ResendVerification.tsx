import { serverMessage } from '../../lib/serverMessage';
import { useResendVerificationMutation } from './accountApi';

const RESEND_FAILED = 'The verification e-mail could not be sent. Please try again later.';

/** The way out of email_not_verified: mails a new verification link. */
export function ResendVerification({ email }: { email: string }) {
  const [resend, { data, error, isLoading }] = useResendVerificationMutation();
  return (
    <div className="auth-resend">
      <button type="button" className="btn btn-secondary btn-small" disabled={isLoading} onClick={() => void resend({ email })}>
        Resend verification e-mail
      </button>
      {data && (
        <p className="auth-message auth-message--success" role="status">
          {data.msg}
        </p>
      )}
      {error && (
        <p className="auth-message auth-message--error" role="alert">
          {serverMessage(error, RESEND_FAILED)}
        </p>
      )}
    </div>
  );
}
