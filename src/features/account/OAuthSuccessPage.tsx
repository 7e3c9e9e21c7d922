import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { OAUTH_NONCE_PARAM, oauthErrorText } from '../../../common/oauthReturn';
import { useAppDispatch } from '../../app/hooks';
import { usePageTitle } from '../../lib/usePageTitle';
import { ACCOUNT_BANNED, GOOGLE_CODE_REFUSED, loginWithGoogleCode } from '../session/login';
import { isOwnGoogleSignIn } from './googleSignIn';
import { SecondStepForm } from './twoFactor/SecondStepForm';
import type { SessionUser } from '../session/sessionSlice';

export const OAUTH_FAILED_PREFIX = 'OAuth login failed: ';

interface Destination {
  path: string;
  oauthError?: string;
  /** Two-factor is on: the page asks for the code before there is a token. */
  challenge?: string;
}

/**
 * With two-factor on, the return brings a challenge instead of a token (for a sign-in this tab
 * started): the page asks for the code and finishes the login with it. Otherwise, the OAuth return: an error is alerted (the words of a known reason code only) and leads to
 * /login. `token` carries a one-time code, never the login token itself: only when this tab
 * started the sign-in (its nonce came back) is it traded, with the nonce, for the token and the
 * user, which are stored; then /complete-profile when `complete` is true or the profile is not
 * completed, otherwise /account. A refused code is alerted as an expired sign-in, and anything
 * going wrong leads to /login.
 */
export function OAuthSuccessPage() {
  usePageTitle('Completing login');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const started = useRef(false);
  const [challenge, setChallenge] = useState<string | null>(null);

  useEffect(() => {
    // Strict mode runs effects twice; the login is finished once.
    if (started.current) return;
    started.current = true;
    const error = params.get('error');
    const token = params.get('token');
    const askedChallenge = params.get('challenge');
    const complete = params.get('complete');

    const ownSignIn = isOwnGoogleSignIn(params.get(OAUTH_NONCE_PARAM));

    // The reason goes along to /login too, so it is still there once the alert is closed.
    const bounce = (reason: string): Destination => {
      window.alert(OAUTH_FAILED_PREFIX + reason);
      return { path: '/login', oauthError: reason };
    };
    const finish = async (): Promise<Destination> => {
      if (error) return bounce(oauthErrorText(error, params.get('until')));
      if (askedChallenge && !ownSignIn) return bounce(oauthErrorText('sign_in_expired', null));
      if (askedChallenge) return { path: '', challenge: askedChallenge };
      if (!token) return { path: '/login' };
      if (!ownSignIn) return bounce(oauthErrorText('sign_in_expired', null));
      const result = await dispatch(loginWithGoogleCode(token, params.get(OAUTH_NONCE_PARAM)));
      if (result.success) return { path: complete === 'true' || result.user.profileCompleted !== true ? '/complete-profile' : '/account' };
      if (result.errorType === ACCOUNT_BANNED) return bounce(oauthErrorText('account_banned', result.banDetails?.until ?? null));
      return bounce(oauthErrorText(result.errorType === GOOGLE_CODE_REFUSED ? 'sign_in_expired' : 'server_failure', null));
    };
    void finish().then(({ path, oauthError, challenge: asked }) => {
      if (asked) setChallenge(asked);
      else void navigate(path, { replace: true, state: oauthError ? { oauthError } : undefined });
    });
  }, [params, navigate, dispatch]);

  const signedIn = (user: SessionUser) => void navigate(user.profileCompleted === true ? '/account' : '/complete-profile', { replace: true });

  if (challenge) {
    return (
      <section className="page container auth-page">
        <h1>Two-factor sign-in</h1>
        <SecondStepForm
          challenge={challenge}
          onSuccess={signedIn}
          onRestart={(reason) => void navigate('/login', { replace: true, state: { oauthError: reason } })}
        />
      </section>
    );
  }

  return (
    <section className="page container">
      <p className="page-status" role="status">
        Completing login...
      </p>
    </section>
  );
}
