import { PagePlaceholder } from '../../components/PagePlaceholder';

export function AccountPage() {
  return <PagePlaceholder title="Your account" comingWith="accounts" />;
}
