import { PagePlaceholder } from '../../components/PagePlaceholder';

export function NewsletterPage() {
  return <PagePlaceholder title="Newsletter" comingWith="the newsletter" />;
}
