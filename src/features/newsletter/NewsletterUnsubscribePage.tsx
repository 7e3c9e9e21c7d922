import './newsletter.css';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { serverMessage } from '../../lib/serverMessage';
import { usePageTitle } from '../../lib/usePageTitle';
import { useUnsubscribeNewsletterMutation } from './newsletterApi';

/** /newsletter/unsubscribe?token=…: the link in every newsletter mail unsubscribes with this one click. */
export function NewsletterUnsubscribePage() {
  usePageTitle('Unsubscribe from the newsletter');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [unsubscribe, { data, error, isError }] = useUnsubscribeNewsletterMutation();
  // Strict mode runs effects twice; a second call would report the used link as invalid.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void unsubscribe({ token });
  }, [token, unsubscribe]);

  let content;
  if (!token) {
    content = (
      <div role="alert" className="card">
        <p>This unsubscribe link is incomplete. Please open the link from the newsletter mail again, or write to our support.</p>
      </div>
    );
  } else if (isError) {
    content = (
      <div role="alert" className="card">
        <p>{serverMessage(error, 'We could not unsubscribe you right now. Please try the link again later.')}</p>
      </div>
    );
  } else if (data) {
    content = (
      <div role="status" className="card newsletter__success">
        <h2>You are unsubscribed</h2>
        <p>{data.msg}</p>
        <p>
          Changed your mind? You can <Link to="/newsletter">subscribe again</Link> at any time.
        </p>
      </div>
    );
  } else {
    content = <p role="status">Unsubscribing…</p>;
  }

  return (
    <section className="page container newsletter" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">Unsubscribe from the newsletter</h1>
      {content}
    </section>
  );
}
