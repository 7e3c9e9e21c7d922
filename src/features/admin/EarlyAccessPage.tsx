import { PagePlaceholder } from '../../components/PagePlaceholder';

export function EarlyAccessPage() {
  return <PagePlaceholder title="Early access" comingWith="the backoffice" />;
}
