import type { MouseEvent } from 'react';
import { googleSignInUrl } from './googleSignIn';

/**
 * Google login starts with a browser navigation to /auth/google, not a fetch. The nonce is made at
 * the click, so each sign-in carries its own and the link stays a plain link before it.
 */
export function GoogleLoginLink() {
  const startSignIn = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = googleSignInUrl();
  };
  return (
    <a className="btn btn-secondary auth-google" href="/auth/google" onClick={startSignIn}>
      Continue with Google
    </a>
  );
}
