import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { serverMessage } from '../../lib/serverMessage';
import { useSubscribeNewsletterMutation } from './newsletterApi';

// The client's e-mail rule: text, an @, text, a dot, text. The server checks the address properly.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

export function NewsletterSubscribeForm() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [subscribe, { data, error, isLoading, isSuccess }] = useSubscribeNewsletterMutation();
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setProblem(INVALID_EMAIL_MESSAGE);
      return;
    }
    setProblem(null);
    void subscribe({ email: address });
  };

  if (isSuccess && data) {
    return (
      <div role="status" className="card newsletter__success">
        <h2>Check your inbox</h2>
        <p>{data.msg}</p>
        <p>Open the link in our mail within 72 hours to confirm. No mail? Look in your spam folder.</p>
      </div>
    );
  }

  const message = problem ?? (error ? serverMessage(error, 'Could not subscribe right now. Please try again later.') : null);
  return (
    <form className="newsletter__form" onSubmit={onSubmit} noValidate aria-label="Subscribe to the newsletter">
      <div className="newsletter__field">
        <label htmlFor={inputId}>Email address</label>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={message ? `${hintId} ${problemId}` : hintId}
        />
        <p id={hintId} className="newsletter__hint">
          We send you a confirmation link first (double opt-in). You can unsubscribe with one click in every mail. See our{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
        {message && (
          <p id={problemId} role="alert" className="newsletter__error">
            {message}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        {isLoading ? 'Subscribing…' : 'Subscribe'}
      </button>
    </form>
  );
}
