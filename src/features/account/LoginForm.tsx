import { isPermanentBan } from '../../../common/accountRules';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { DateTime } from '../../components/DateTime';
import { ACCOUNT_BANNED, EMAIL_NOT_VERIFIED, login, LOGIN_FAILED, type LoginResult } from '../session/login';
import type { SessionUser } from '../session/sessionSlice';
import { FormField, FormMessage } from './FormField';
import { fieldNamedIn, type FieldNames } from './serverErrors';
import { SecondStepForm } from './twoFactor/SecondStepForm';
import { TWO_FACTOR_REQUIRED } from '../../../common/twoFactor';
import './account.css';

// Shown only after a login refused for an unverified e-mail: its code, and the accounts API it
// calls, load then, not with every login form (the home page has one).
const ResendVerification = lazy(() => import('./ResendVerification').then((module) => ({ default: module.ResendVerification })));

type LoginField = 'name' | 'password';
const FIELD_NAMES: FieldNames<LoginField> = { name: ['email', 'e-mail', 'username', 'usernameOrEmail'], password: ['password'] };
const NAME_REQUIRED = 'Please enter your username or e-mail.';
const PASSWORD_REQUIRED = 'Please enter your password.';

type Failure = Extract<LoginResult, { success: false }>;

interface LoginFormProps {
  /** What a successful login leads to; by default the home page. */
  onSuccess?: (user: SessionUser) => void;
  submitLabel?: string;
  /** Names the form for assistive technology (several login forms may share a page). */
  ariaLabel?: string;
}

function BanNotice({ failure }: { failure: Failure }) {
  const { reason, until } = failure.banDetails ?? {};
  if (!reason && !until) return null;
  return (
    <dl className="auth-ban">
      {reason && (
        <>
          <dt>Reason</dt>
          <dd>{reason}</dd>
        </>
      )}
      {until && isPermanentBan(until) && (
        <>
          <dt>Banned</dt>
          <dd>Permanently</dd>
        </>
      )}
      {until && !isPermanentBan(until) && (
        <>
          <dt>Banned until</dt>
          <dd>
            <DateTime value={until} />
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * Username or e-mail and password, both required and nothing more. Success goes to /;
 * failure shows the result's message or `Login failed`, under the field it names.
 */
export function LoginForm({ onSuccess, submitLabel = 'Login', ariaLabel = 'Login' }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<Partial<Record<LoginField, string>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);

  const [challenge, setChallenge] = useState<string | null>(null);

  const finished = async (user: SessionUser) => {
    if (onSuccess) onSuccess(user);
    else await navigate('/');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = { ...(name.trim() ? {} : { name: NAME_REQUIRED }), ...(password ? {} : { password: PASSWORD_REQUIRED }) };
    setMissing(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    const result = await dispatch(login(name.trim(), password));
    setPending(false);
    if (result.success) return finished(result.user);
    if (result.errorType === TWO_FACTOR_REQUIRED && result.challenge) {
      setPassword('');
      return setChallenge(result.challenge);
    }
    setFailure(result);
  };

  if (challenge) {
    return (
      <SecondStepForm
        challenge={challenge}
        onSuccess={(user) => void finished(user)}
        onRestart={(reason) => {
          setChallenge(null);
          setFailure({ success: false, error: reason, errorType: TWO_FACTOR_REQUIRED });
        }}
      />
    );
  }

  const message = failure ? failure.error || LOGIN_FAILED : null;
  // A refusal with a reason (unverified, banned) is about the account, not one field.
  const namedField = message && !failure?.errorType ? fieldNamedIn(message, FIELD_NAMES) : null;
  const fieldError = (field: LoginField) => missing[field] ?? (namedField === field ? message : null);

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={ariaLabel}>
      <FormField
        label="Username or e-mail"
        name="username"
        autoComplete="username"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldError('name')}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError('password')}
      />
      {message && !namedField && <FormMessage tone="error">{message}</FormMessage>}
      {failure?.errorType === EMAIL_NOT_VERIFIED && failure.email && (
        <Suspense fallback={null}>
          <ResendVerification email={failure.email} />
        </Suspense>
      )}
      {failure?.errorType === ACCOUNT_BANNED && <BanNotice failure={failure} />}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Logging in…' : submitLabel}
      </button>
    </form>
  );
}
