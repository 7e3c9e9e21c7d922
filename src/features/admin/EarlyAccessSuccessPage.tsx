import { PagePlaceholder } from '../../components/PagePlaceholder';

export function EarlyAccessSuccessPage() {
  return <PagePlaceholder title="Early access invitations sent" comingWith="the backoffice" />;
}
