import { PagePlaceholder } from '../../components/PagePlaceholder';

export function AdminLoginPage() {
  return <PagePlaceholder title="Admin sign-in" comingWith="accounts" />;
}
