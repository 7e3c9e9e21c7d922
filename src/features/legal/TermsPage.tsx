import { PagePlaceholder } from '../../components/PagePlaceholder';

export function TermsPage() {
  return <PagePlaceholder title="Terms & Conditions" comingWith="the legal pages" />;
}
