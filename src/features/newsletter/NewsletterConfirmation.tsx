import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { serverMessage } from '../../lib/serverMessage';
import { useConfirmNewsletterMutation } from './newsletterApi';
import { NewsletterSubscribeForm } from './NewsletterSubscribeForm';

/** Confirms the subscription named by the mail's link as soon as the page opens. */
export function NewsletterConfirmation({ token }: { token: string }) {
  const [confirm, { data, error, isError }] = useConfirmNewsletterMutation();
  // Strict mode runs effects twice; the link must be used once, or the second call would say "already confirmed".
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void confirm({ token });
  }, [confirm, token]);

  if (isError) {
    return (
      <>
        <div role="alert" className="card">
          <h2>Confirmation failed</h2>
          <p>{serverMessage(error, 'We could not confirm your subscription. Please try again later.')}</p>
        </div>
        <h2>Subscribe again</h2>
        <NewsletterSubscribeForm />
      </>
    );
  }
  if (data) {
    return (
      <div role="status" className="card newsletter__success">
        <h2>{data.status === 'confirmed' ? 'You are subscribed!' : 'Already confirmed'}</h2>
        <p>{data.msg}</p>
        <p>
          Meanwhile, check out the <Link to="/tournaments">upcoming tournaments</Link>.
        </p>
      </div>
    );
  }
  return <p role="status">Confirming your subscription…</p>;
}
