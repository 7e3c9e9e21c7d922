import { PagePlaceholder } from '../../components/PagePlaceholder';

export function ConfirmDeletionPage() {
  return <PagePlaceholder title="Confirm account deletion" comingWith="accounts" />;
}
