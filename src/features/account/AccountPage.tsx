import { useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../lib/usePageTitle';
import { selectCurrentUser } from '../session/sessionSlice';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountSection } from './DeleteAccountSection';
import { MyNotifications } from './MyNotifications';
import { ProfileForm } from './ProfileForm';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './twoFactor/TwoFactorSection';
import './account.css';

/** /account (login required): profile, password, two-factor sign-in, signed-in devices, notification sign-ups and deletion. */
export function AccountPage() {
  usePageTitle('Your account');
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <section className="page container account-page">
      <h1>Your account</h1>
      <p className="account-page__email">Signed in as {user.email}</p>
      <ProfileForm user={user} />
      <ChangePasswordForm />
      <TwoFactorSection />
      <SessionsSection />
      <MyNotifications />
      <DeleteAccountSection />
    </section>
  );
}
