import { PagePlaceholder } from '../../components/PagePlaceholder';

export function RegisterPage() {
  return <PagePlaceholder title="Register" comingWith="accounts" />;
}
