import './newsletter.css';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { NewsletterConfirmation } from './NewsletterConfirmation';
import { NewsletterSubscribeForm } from './NewsletterSubscribeForm';

/** /newsletter: subscribe, or, with ?confirm=TOKEN from the confirmation mail, confirm. */
export function NewsletterPage() {
  usePageTitle('Newsletter');
  const [searchParams] = useSearchParams();
  const confirmToken = searchParams.get('confirm');

  return (
    <section className="page container newsletter" aria-labelledby="newsletter-title">
      <h1 id="newsletter-title">VERSUS Newsletter</h1>
      {confirmToken ? (
        <NewsletterConfirmation token={confirmToken} />
      ) : (
        <>
          <p>Be first in line when something happens on VERSUS. A few mails a month, never more:</p>
          <ul className="newsletter__benefits">
            <li>new tournaments, the moment registration opens</li>
            <li>beta features as they go live, and the beta member countdown</li>
            <li>new items in the shop and news about the VERSUS token</li>
          </ul>
          <NewsletterSubscribeForm />
        </>
      )}
    </section>
  );
}
