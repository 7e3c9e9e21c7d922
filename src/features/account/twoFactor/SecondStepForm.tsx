import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { compactCode, isRecoveryCode, isTotpCode, SIGN_IN_CODE_RULE_TEXT, TOTP_CODE_RULE_TEXT, TWO_FACTOR_LOCKED } from '../../../../common/twoFactor';
import { useAppDispatch } from '../../../app/hooks';
import { LOGIN_FAILED, loginWithCode, TWO_FACTOR_CHALLENGE_INVALID } from '../../session/login';
import type { SessionUser } from '../../session/sessionSlice';
import { FormMessage } from '../FormField';
import { CodeField } from './CodeField';

const LOCKED =
  'Too many wrong codes were tried for your account, so two-factor sign-in is locked for now. Check your e-mail: we sent you a link that unlocks it. Resetting your password unlocks it too.';

interface SecondStepFormProps {
  challenge: string;
  onSuccess: (user: SessionUser) => void;
  /** The challenge expired or was used: the person starts again with the password. */
  onRestart?: (message: string) => void;
}

/** After the password (or Google), the code from the authenticator app or a recovery code finishes the login. */
export function SecondStepForm({ challenge, onSuccess, onRestart }: SecondStepFormProps) {
  const dispatch = useAppDispatch();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const compact = compactCode(code);
    if (!(recovery ? isRecoveryCode(compact) : isTotpCode(compact))) return setProblem(recovery ? SIGN_IN_CODE_RULE_TEXT : TOTP_CODE_RULE_TEXT);
    setProblem(null);
    setPending(true);
    const result = await dispatch(loginWithCode(challenge, compact));
    setPending(false);
    if (result.success) return onSuccess(result.user);
    if (result.errorType === TWO_FACTOR_CHALLENGE_INVALID && onRestart) return onRestart(result.error);
    if (result.errorType === TWO_FACTOR_LOCKED) return setLocked(true);
    setProblem(result.error || LOGIN_FAILED);
  };

  const switchKind = () => {
    setRecovery((current) => !current);
    setCode('');
    setProblem(null);
  };

  if (locked) {
    return (
      <div className="auth-form">
        <FormMessage tone="error">{LOCKED}</FormMessage>
        <p className="auth-links">
          <Link to="/forgot-password">Reset your password</Link>
        </p>
      </div>
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Two-factor code">
      <FormMessage tone="success">
        {recovery
          ? 'Enter one of your recovery codes. Each one works once.'
          : 'Enter the 6-digit code from your authenticator app to finish signing in.'}
      </FormMessage>
      <CodeField key={recovery ? 'recovery' : 'app'} value={code} onChange={setCode} error={problem} recovery={recovery} autoFocus />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Checking…' : 'Verify'}
      </button>
      <button type="button" className="btn btn-ghost btn-small" onClick={switchKind}>
        {recovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
      </button>
    </form>
  );
}
