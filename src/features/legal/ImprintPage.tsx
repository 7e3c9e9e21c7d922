import { PagePlaceholder } from '../../components/PagePlaceholder';

export function ImprintPage() {
  return <PagePlaceholder title="Imprint" comingWith="the legal pages" />;
}
