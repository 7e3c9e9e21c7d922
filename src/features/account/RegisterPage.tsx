import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  EMAIL_RULE_TEXT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_TEXT,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_RULE_TEXT,
} from '../../../common/accountRules';
import { serverMessage } from '../../lib/serverMessage';
import { usePageTitle } from '../../lib/usePageTitle';
import { useAcceptEarlyAccessInvitationMutation, useRegisterMutation } from './accountApi';
import { PASSWORD_HINT, USERNAME_HINT } from './accountFormHints';
import { PasswordStrength } from './PasswordStrength';
import { FormField, FormMessage } from './FormField';
import { GoogleLoginLink } from './GoogleLoginLink';
import { ResendVerification } from './ResendVerification';
import { fieldNamedIn, type FieldNames } from './serverErrors';
import './account.css';

type RegisterField = 'email' | 'username' | 'password';
const FIELD_NAMES: FieldNames<RegisterField> = { email: ['email', 'e-mail'], username: ['username'], password: ['password'] };
const REGISTRATION_FAILED = 'Registration failed. Please try again.';
const REQUIRED: Record<RegisterField, string> = {
  email: 'Please enter your e-mail address.',
  username: 'Please choose a username.',
  password: 'Please choose a password.',
};

/** What the form can tell before sending: a missing field, then the rules the server states in the same words. */
function problemWith(field: RegisterField, value: string): string | null {
  const trimmed = field === 'password' ? value : value.trim();
  if (!trimmed.trim()) return REQUIRED[field];
  if (field === 'email' && !/^\S+@\S+\.\S+$/.test(trimmed)) return EMAIL_RULE_TEXT;
  if (field === 'username' && (trimmed.length < USERNAME_MIN_LENGTH || trimmed.length > USERNAME_MAX_LENGTH)) return USERNAME_RULE_TEXT;
  if (field === 'password' && (trimmed.length < PASSWORD_MIN_LENGTH || trimmed.length > PASSWORD_MAX_LENGTH)) return PASSWORD_RULE_TEXT;
  return null;
}

export function RegisterPage() {
  usePageTitle('Register');
  const [values, setValues] = useState<Record<RegisterField, string>>({ email: '', username: '', password: '' });
  const [missing, setMissing] = useState<Partial<Record<RegisterField, string>>>({});
  const [register, { data, error, isLoading }] = useRegisterMutation();
  const [acceptInvitation, invitation] = useAcceptEarlyAccessInvitationMutation();
  // An early-access invitation mail links to /register?invite=TOKEN: accept it once the account exists.
  const inviteToken = useSearchParams()[0].get('invite');
  useEffect(() => {
    if (data && inviteToken && invitation.isUninitialized) void acceptInvitation({ token: inviteToken });
  }, [data, inviteToken, invitation.isUninitialized, acceptInvitation]);

  const set = (field: RegisterField) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = Object.fromEntries(
      (Object.keys(REQUIRED) as RegisterField[]).flatMap((field) => {
        const problem = problemWith(field, values[field]);
        return problem ? [[field, problem]] : [];
      }),
    );
    setMissing(problems);
    if (Object.keys(problems).length > 0) return;
    void register({ email: values.email.trim(), username: values.username.trim(), password: values.password });
  };

  if (data) {
    return (
      <section className="page container auth-page">
        <h1>Check your inbox</h1>
        <FormMessage tone="success">{data.msg}</FormMessage>
        {invitation.data && <p>{invitation.data.msg}</p>}
        <p>No mail after a few minutes? Look in your spam folder, or send it again.</p>
        <ResendVerification email={data.user.email} />
        <p className="auth-links">
          <Link to="/login">Go to login</Link>
        </p>
      </section>
    );
  }

  const message = error ? serverMessage(error, REGISTRATION_FAILED) : null;
  const namedField = message ? fieldNamedIn(message, FIELD_NAMES) : null;
  const fieldError = (field: RegisterField) => missing[field] ?? (namedField === field ? message : null);

  return (
    <section className="page container auth-page">
      <h1>Create your account</h1>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Create your account">
        <FormField label="E-mail" name="email" type="email" autoComplete="email" required value={values.email} onChange={set('email')} error={fieldError('email')} />
        <FormField
          label="Username"
          name="username"
          autoComplete="username"
          required
          minLength={USERNAME_MIN_LENGTH}
          maxLength={USERNAME_MAX_LENGTH}
          hint={USERNAME_HINT}
          value={values.username}
          onChange={set('username')}
          error={fieldError('username')}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={PASSWORD_HINT}
          value={values.password}
          onChange={set('password')}
          error={fieldError('password')}
        />
        <PasswordStrength password={values.password} />
        {message && !namedField && <FormMessage tone="error">{message}</FormMessage>}
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading ? 'Creating your account…' : 'Sign Up'}
        </button>
      </form>
      <p className="auth-links">
        <span>
          Already have an account? <Link to="/login">Login</Link>
        </span>
      </p>
      <GoogleLoginLink />
    </section>
  );
}
