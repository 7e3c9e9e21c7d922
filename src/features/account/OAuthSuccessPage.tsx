import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { OAUTH_NONCE_PARAM, oauthErrorText } from '../../../common/oauthReturn';
import { useAppDispatch } from '../../app/hooks';
import { clearStoredToken, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { usePageTitle } from '../../lib/usePageTitle';
import { fetchCurrentUser } from '../session/restoreSession';
import { loggedIn } from '../session/sessionSlice';
import { isOwnGoogleSignIn } from './googleSignIn';

export const OAUTH_FAILED_PREFIX = 'OAuth login failed: ';

interface Destination {
  path: string;
  oauthError?: string;
}

/**
 * The OAuth return: an error is alerted (the words of a known reason code only) and leads to
 * /login; a token is stored only when this tab started the sign-in (its nonce came back), the
 * current user fetched and stored, then /complete-profile when `complete` is true or the profile
 * is not completed, otherwise /account. Anything going wrong leads to /login.
 */
export function OAuthSuccessPage() {
  usePageTitle('Completing login');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice; the login is finished once.
    if (started.current) return;
    started.current = true;
    const error = params.get('error');
    const token = params.get('token');
    const complete = params.get('complete');

    const ownSignIn = isOwnGoogleSignIn(params.get(OAUTH_NONCE_PARAM));

    // The reason goes along to /login too, so it is still there once the alert is closed.
    const bounce = (reason: string): Destination => {
      window.alert(OAUTH_FAILED_PREFIX + reason);
      return { path: '/login', oauthError: reason };
    };
    const finish = async (): Promise<Destination> => {
      if (error) return bounce(oauthErrorText(error, params.get('until')));
      if (!token) return { path: '/login' };
      if (!ownSignIn) return bounce(oauthErrorText('sign_in_expired', null));
      try {
        writeStorage(STORAGE_KEYS.token, token);
        const user = await dispatch(fetchCurrentUser(token));
        if (!user || user === 'rejected') throw new Error('no current user');
        dispatch(loggedIn({ token, user }));
        return { path: complete === 'true' || user.profileCompleted !== true ? '/complete-profile' : '/account' };
      } catch {
        clearStoredToken();
        return { path: '/login' };
      }
    };
    void finish().then(({ path, oauthError }) => navigate(path, { replace: true, state: oauthError ? { oauthError } : undefined }));
  }, [params, navigate, dispatch]);

  return (
    <section className="page container">
      <p className="page-status" role="status">
        Completing login...
      </p>
    </section>
  );
}
