import { PagePlaceholder } from '../../components/PagePlaceholder';

export function VerifyEmailPage() {
  return <PagePlaceholder title="Verify e-mail" comingWith="accounts" />;
}
