import { PagePlaceholder } from '../../components/PagePlaceholder';

export function LoginPage() {
  return <PagePlaceholder title="Login" comingWith="accounts" />;
}
