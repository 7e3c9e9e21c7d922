import { PagePlaceholder } from '../../components/PagePlaceholder';

export function NewsletterUnsubscribePage() {
  return <PagePlaceholder title="Unsubscribe from the newsletter" comingWith="the newsletter" />;
}
