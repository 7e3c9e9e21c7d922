import { PagePlaceholder } from '../../components/PagePlaceholder';

export function FaqPage() {
  return <PagePlaceholder title="FAQ" comingWith="the legal pages" />;
}
