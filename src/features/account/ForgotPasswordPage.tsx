import { PagePlaceholder } from '../../components/PagePlaceholder';

export function ForgotPasswordPage() {
  return <PagePlaceholder title="Forgot password" comingWith="accounts" />;
}
