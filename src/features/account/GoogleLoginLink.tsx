import type { MouseEvent } from 'react';
import { usePublicConfig } from '../../lib/publicConfig';
import { googleSignInUrl } from './googleSignIn';

/**
 * Google login starts with a browser navigation to /auth/google, not a fetch. The nonce is made at
 * the click, so each sign-in carries its own and the link stays a plain link before it. Offered
 * only when the server has a Google client: without one the attempt could only bounce.
 */
export function GoogleLoginLink() {
  const { googleClientId } = usePublicConfig();
  if (!googleClientId) return null;
  const startSignIn = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = googleSignInUrl();
  };
  return (
    <>
      <div className="auth-divider" role="separator" aria-label="or" />
      <a className="btn btn-secondary auth-google" href="/auth/google" onClick={startSignIn}>
        Continue with Google
      </a>
    </>
  );
}
