import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../common/accountRules';
import { serverMessage } from '../../lib/serverMessage';
import { useLinkParams } from '../../lib/useLinkParams';
import { usePageTitle } from '../../lib/usePageTitle';
import { useResetPasswordMutation } from './accountApi';
import { PASSWORD_HINT, PASSWORDS_DIFFER } from './accountFormHints';
import { PasswordStrength } from './PasswordStrength';
import { FormField, FormMessage } from './FormField';
import { fieldNamedIn } from './serverErrors';
import './account.css';

const INCOMPLETE_LINK = 'This reset link is incomplete. Please request a new one.';
const RESET_FAILED = 'Your password could not be reset. Please try again.';
const PASSWORD_REQUIRED = 'Please choose a new password.';
const TWO_FACTOR_NOTE =
  'Lost your authenticator app? A new password also turns two-factor sign-in off and signs every device out; you can set it up again on your account page.';

export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const token = useLinkParams().get('token');
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [problem, setProblem] = useState<{ field: 'password' | 'repeated'; message: string } | null>(null);
  const [resetPassword, { data, error, isLoading }] = useResetPasswordMutation();

  if (!token) {
    return (
      <section className="page container auth-page">
        <h1>Reset your password</h1>
        <FormMessage tone="error">{INCOMPLETE_LINK}</FormMessage>
        <p className="auth-links">
          <Link to="/forgot-password">Request a new link</Link>
        </p>
      </section>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) return setProblem({ field: 'password', message: PASSWORD_REQUIRED });
    if (password !== repeated) return setProblem({ field: 'repeated', message: PASSWORDS_DIFFER });
    setProblem(null);
    void resetPassword({ token, password });
  };

  const message = error ? serverMessage(error, RESET_FAILED) : null;
  const aboutPassword = message !== null && fieldNamedIn(message, { password: ['password'] }) === 'password' && !/link/i.test(message);

  return (
    <section className="page container auth-page">
      <h1>Reset your password</h1>
      {data ? (
        <>
          <FormMessage tone="success">{data.msg}</FormMessage>
          <p className="auth-links">
            <Link to="/login">Go to login</Link>
          </p>
        </>
      ) : (
        <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Choose a new password">
          <p className="auth-field__hint">{TWO_FACTOR_NOTE}</p>
          <FormField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            hint={PASSWORD_HINT}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={problem?.field === 'password' ? problem.message : aboutPassword ? message : null}
          />
          <PasswordStrength password={password} />
          <FormField
            label="Repeat the new password"
            name="repeatPassword"
            type="password"
            autoComplete="new-password"
            required
            value={repeated}
            onChange={(event) => setRepeated(event.target.value)}
            error={problem?.field === 'repeated' ? problem.message : null}
          />
          {message && !aboutPassword && (
            <>
              <FormMessage tone="error">{message}</FormMessage>
              <p className="auth-links">
                <Link to="/forgot-password">Request a new link</Link>
              </p>
            </>
          )}
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            Save the new password
          </button>
        </form>
      )}
    </section>
  );
}
