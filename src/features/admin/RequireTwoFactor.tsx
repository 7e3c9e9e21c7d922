import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { TWO_FACTOR_SETUP_MESSAGE } from '../../../common/twoFactor';
import { useGetTwoFactorStatusQuery } from '../account/twoFactorApi';
import { TWO_FACTOR_SECTION_ID, TwoFactorSection } from '../account/twoFactor/TwoFactorSection';

/**
 * The backoffice for an admin or master whose account must have two-factor sign-in and has not:
 * the reason, and the setup right here (or on /account). Once it is on and the recovery codes are
 * saved, the backoffice opens.
 */
export function RequireTwoFactor({ children }: { children: ReactNode }) {
  const { data: status, isLoading } = useGetTwoFactorStatusQuery();
  const [settingUp, setSettingUp] = useState(false);
  const needsSetup = status?.required === true && !status.enabled;
  if (needsSetup && !settingUp) setSettingUp(true);
  if (isLoading) return <p role="status">Loading...</p>;
  if (!settingUp) return children;
  return (
    <div className="admin-two-factor">
      <p className="admin-error" role="alert">
        {TWO_FACTOR_SETUP_MESSAGE}
      </p>
      <TwoFactorSection intro="Set it up now: it takes a minute with an authenticator app on your phone." />
      {status?.enabled ? (
        <button type="button" className="btn btn-primary" onClick={() => setSettingUp(false)}>
          Continue to the backoffice
        </button>
      ) : (
        <p>
          You can also set it up on <Link to={`/account#${TWO_FACTOR_SECTION_ID}`}>your account page</Link>.
        </p>
      )}
    </div>
  );
}
