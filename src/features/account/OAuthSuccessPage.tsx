import { PagePlaceholder } from '../../components/PagePlaceholder';

export function OAuthSuccessPage() {
  return <PagePlaceholder title="Signing in" comingWith="accounts" />;
}
