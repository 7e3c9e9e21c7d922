import { type FormEvent, lazy, Suspense, useState } from 'react';
import type { TwoFactorSetup } from '../../../../common/contract/twoFactor';
import { compactCode, isRecoveryCode, isTotpCode, SIGN_IN_CODE_RULE_TEXT, TOTP_CODE_RULE_TEXT } from '../../../../common/twoFactor';
import { serverMessage } from '../../../lib/serverMessage';
import { FormField, FormMessage } from '../FormField';
import { CodeField } from './CodeField';
import { RecoveryCodesList } from './RecoveryCodesList';
import { StartSetupForm } from './StartSetupForm';
import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useGetTwoFactorStatusQuery,
  useRegenerateRecoveryCodesMutation,
} from '../twoFactorApi';

// The QR library loads only when someone sets two-factor up.
// The QR encoder is only needed while setting two-factor up.
const QrCode = lazy(() => import('../../../components/QrCode').then((module) => ({ default: module.QrCode })));

export const TWO_FACTOR_SECTION_ID = 'two-factor';
const LOAD_FAILED = 'The two-factor settings could not be loaded.';
const CHANGE_FAILED = 'That did not work. Please try again.';
const PASSWORD_REQUIRED = 'Please enter your password.';

const isSignInCode = (typed: string) => isTotpCode(typed) || isRecoveryCode(typed);

/** The key, its QR code and the first code that turns two-factor on (sent with the password given to start). */
function SetupForm({ setup, password, onEnabled }: { setup: TwoFactorSetup; password: string | null; onEnabled: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [enable, { isLoading }] = useEnableTwoFactorMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isTotpCode(code)) return setProblem(TOTP_CODE_RULE_TEXT);
    setProblem(null);
    const result = await enable({ code: compactCode(code), ...(password === null ? {} : { password }) });
    if (result.data) onEnabled(result.data.recoveryCodes);
    else setProblem(serverMessage(result.error, CHANGE_FAILED));
  };

  return (
    <form className="auth-form two-factor__setup" onSubmit={onSubmit} noValidate aria-label="Turn on two-factor sign-in">
      <ol className="two-factor__steps">
        <li>Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis).</li>
        <li>Scan this QR code, or type the key in by hand.</li>
        <li>Enter the 6-digit code the app shows to turn two-factor on.</li>
      </ol>
      <Suspense fallback={<p role="status">Drawing the QR code…</p>}>
        <QrCode text={setup.otpauthUrl} label="QR code for your authenticator app" size={192} className="two-factor__qr" />
      </Suspense>
      <p className="two-factor__key">
        Key: <code aria-label={`Key ${setup.secret.split('').join(' ')}`}>{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
      </p>
      <CodeField value={code} onChange={setCode} error={problem} />
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        {isLoading ? 'Turning on…' : 'Turn on two-factor'}
      </button>
    </form>
  );
}

/** Ten new recovery codes for a code from the app. */
function RegenerateForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [regenerate, { isLoading }] = useRegenerateRecoveryCodesMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isTotpCode(code)) return setProblem(TOTP_CODE_RULE_TEXT);
    setProblem(null);
    const result = await regenerate({ code: compactCode(code) });
    if (result.data) {
      setCode('');
      onCodes(result.data.recoveryCodes);
    } else setProblem(serverMessage(result.error, CHANGE_FAILED));
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="regenerate-heading">
      <h3 id="regenerate-heading">New recovery codes</h3>
      <p>Makes ten new codes; the old ones stop working.</p>
      <CodeField value={code} onChange={setCode} error={problem} />
      <button type="submit" className="btn btn-secondary" disabled={isLoading}>
        Make new recovery codes
      </button>
    </form>
  );
}

/** Turning two-factor off takes the password and a code (a recovery code does too). */
function DisableForm({ onDone }: { onDone: (message: string) => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<{ password?: string; code?: string; form?: string }>({});
  const [disable, { isLoading }] = useDisableTwoFactorMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { ...(password ? {} : { password: PASSWORD_REQUIRED }), ...(isSignInCode(code) ? {} : { code: SIGN_IN_CODE_RULE_TEXT }) };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const result = await disable({ password, code: compactCode(code) });
    if (result.data) return onDone(result.data.msg);
    const message = serverMessage(result.error, CHANGE_FAILED);
    setProblems(/^password/i.test(message) ? { password: message } : /code/i.test(message) ? { code: message } : { form: message });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="disable-heading">
      <h3 id="disable-heading">Turn off two-factor</h3>
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={problems.password}
      />
      <CodeField value={code} onChange={setCode} error={problems.code} label="Code from your app, or a recovery code" recovery />
      {problems.form && <FormMessage tone="error">{problems.form}</FormMessage>}
      <button type="submit" className="btn btn-secondary auth-danger" disabled={isLoading}>
        Turn off two-factor
      </button>
    </form>
  );
}

/**
 * Two-factor sign-in on /account: set up with a QR code or the key in text, confirmed by a code;
 * the recovery codes shown once; new codes; turning it off.
 */
export function TwoFactorSection({ intro }: { intro?: string }) {
  const { data: status, isLoading, isError } = useGetTwoFactorStatusQuery();
  const [setup, setSetup] = useState<{ key: TwoFactorSetup; password: string | null } | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section id={TWO_FACTOR_SECTION_ID} className="account-section card two-factor" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">Two-factor sign-in</h2>
      <p>{intro ?? 'After your password, a 6-digit code from an authenticator app on your phone: a stolen password alone no longer opens your account.'}</p>
      {isLoading && <p role="status">Loading…</p>}
      {isError && <FormMessage tone="error">{LOAD_FAILED}</FormMessage>}
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      {newCodes && <RecoveryCodesList codes={newCodes} />}
      {status && !status.enabled && !setup && (
        <StartSetupForm
          // Older servers do not say: they asked for no password, and one typed does no harm.
          hasPassword={status.hasPassword !== false}
          onStarted={(key, password) => {
            setNotice(null);
            setNewCodes(null);
            setSetup({ key, password });
          }}
        />
      )}
      {status && !status.enabled && setup && (
        <SetupForm
          setup={setup.key}
          password={setup.password}
          onEnabled={(codes) => {
            setSetup(null);
            setNewCodes(codes);
            setNotice('Two-factor sign-in is on. Your other devices have been signed out.');
          }}
        />
      )}
      {status?.enabled && (
        <>
          <p className="two-factor__state">
            Two-factor sign-in is on. {status.recoveryCodesLeft} of 10 recovery codes left.
          </p>
          <RegenerateForm
            onCodes={(codes) => {
              setNotice(null);
              setNewCodes(codes);
            }}
          />
          <DisableForm
            onDone={(message) => {
              setNewCodes(null);
              setNotice(message);
            }}
          />
        </>
      )}
    </section>
  );
}
