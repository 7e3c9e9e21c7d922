import { PagePlaceholder } from '../../components/PagePlaceholder';

export function ResetPasswordPage() {
  return <PagePlaceholder title="Reset password" comingWith="accounts" />;
}
