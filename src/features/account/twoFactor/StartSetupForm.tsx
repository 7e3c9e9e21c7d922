import { type FormEvent, useState } from 'react';
import type { TwoFactorSetup } from '../../../../common/contract/twoFactor';
import { REAUTHENTICATION_REQUIRED } from '../../../../common/twoFactor';
import { serverMessage } from '../../../lib/serverMessage';
import { FormField, FormMessage } from '../FormField';
import { GoogleLoginLink } from '../GoogleLoginLink';
import { serverErrorType } from '../serverErrors';
import { useStartTwoFactorSetupMutation } from '../twoFactorApi';

const SETUP_FAILED = 'The setup could not be started. Please try again.';
const PASSWORD_REQUIRED = 'Please enter your password.';
const GOOGLE_AGAIN = 'Your account has no password, so we check it is you with Google: sign in with Google again, then come back here.';

interface StartSetupFormProps {
  /** Without a password, a Google sign-in of the last few minutes proves it is the owner. */
  hasPassword: boolean;
  /** The key to show, and the password the confirming step sends again (null without one). */
  onStarted: (setup: TwoFactorSetup, password: string | null) => void;
}

/** Before a new key is made, the owner proves it is them: the current password, or a fresh Google sign-in. */
export function StartSetupForm({ hasPassword, onStarted }: StartSetupFormProps) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<{ password?: string; form?: string; google?: boolean }>({});
  const [startSetup, { isLoading }] = useStartTwoFactorSetupMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (hasPassword && !password) return setProblem({ password: PASSWORD_REQUIRED });
    setProblem({});
    const result = await startSetup(hasPassword ? { password } : {});
    if (result.data) return onStarted(result.data, hasPassword ? password : null);
    if (serverErrorType(result.error) === REAUTHENTICATION_REQUIRED) return setProblem({ form: GOOGLE_AGAIN, google: true });
    const message = serverMessage(result.error, SETUP_FAILED);
    setProblem(/^password/i.test(message) ? { password: message } : { form: message });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Start setting up two-factor sign-in">
      <p className="two-factor__state">Two-factor sign-in is off.</p>
      {hasPassword && (
        <FormField
          label="Current password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          hint="To make sure it is you."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={problem.password}
        />
      )}
      {problem.form && <FormMessage tone="error">{problem.form}</FormMessage>}
      {problem.google && <GoogleLoginLink />}
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        Set up two-factor sign-in
      </button>
    </form>
  );
}
