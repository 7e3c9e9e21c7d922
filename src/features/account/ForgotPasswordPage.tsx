import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { serverMessage } from '../../lib/serverMessage';
import { usePageTitle } from '../../lib/usePageTitle';
import { useForgotPasswordMutation } from './accountApi';
import { FormField, FormMessage } from './FormField';
import './account.css';

const EMAIL_REQUIRED = 'Please enter your e-mail address.';
const REQUEST_FAILED = 'The reset link could not be sent. Please try again later.';

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [requestReset, { data, error, isLoading }] = useForgotPasswordMutation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMissing(email.trim() ? null : EMAIL_REQUIRED);
    if (email.trim()) void requestReset({ email: email.trim() });
  };

  return (
    <section className="page container auth-page">
      <h1>Forgot your password?</h1>
      {data ? (
        <FormMessage tone="success">{data.msg}</FormMessage>
      ) : (
        <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Reset your password">
          <p>Enter the e-mail address of your account and we will mail you a link to choose a new password.</p>
          <FormField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={missing ?? (error ? serverMessage(error, REQUEST_FAILED) : null)}
          />
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            Send reset link
          </button>
        </form>
      )}
      <p className="auth-links">
        <Link to="/login">Back to login</Link>
      </p>
    </section>
  );
}
