import { PagePlaceholder } from '../../components/PagePlaceholder';

export function BackofficePage() {
  return <PagePlaceholder title="Backoffice" comingWith="the backoffice" />;
}
