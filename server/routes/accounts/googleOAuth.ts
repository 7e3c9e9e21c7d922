import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { OAuthErrorReason } from '../../../common/oauthReturn';
import type { Config } from '../../config';
import { sameSecret } from '../../lib/oneTimeTokens';

/** How long a started Google login may take before its state is refused. */
export const GOOGLE_FLOW_LIFETIME_SECONDS = 10 * 60;
export const GOOGLE_FLOW_COOKIE = 'versus_google_flow';
export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';
const GOOGLE_SCOPES = 'openid email profile';
const PROVIDER_TIMEOUT_MS = 10_000;
const FLOW_PURPOSE = 'google-login';
const ALGORITHM = 'HS256';

/** The state and PKCE verifier of one started login; kept in a signed cookie, so any process can finish it. */
export interface GoogleFlow {
  state: string;
  verifier: string;
  /** The SPA's nonce for this sign-in, handed back with the token so the tab can tell it started it. */
  nonce: string | null;
  /** The visitor's client id, whose ratings move to the account once signed in. */
  clientId: string | null;
}

/** What the provider says of the person (OpenID Connect userinfo). */
export interface GoogleProfile {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** A login that cannot go on, named by the reason code /oauth-success shows the words of. */
export class GoogleLoginError extends Error {
  constructor(readonly reason: OAuthErrorReason) {
    super(reason);
    this.name = 'GoogleLoginError';
  }
}

export function newGoogleFlow({ nonce = null, clientId = null }: { nonce?: string | null; clientId?: string | null } = {}): GoogleFlow {
  return { state: randomBytes(24).toString('base64url'), verifier: randomBytes(48).toString('base64url'), nonce, clientId };
}

export function callbackUrl(config: Config): string {
  return config.publicUrl + GOOGLE_CALLBACK_PATH;
}

export function authorizationUrl(config: Config, clientId: string, flow: GoogleFlow): string {
  const url = new URL(config.google.authUrl);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: callbackUrl(config),
    response_type: 'code',
    scope: GOOGLE_SCOPES,
    state: flow.state,
    code_challenge: createHash('sha256').update(flow.verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  return url.href;
}

function secretOf(config: Config): Uint8Array {
  return new TextEncoder().encode(config.jwtSecret);
}

export function sealFlow(config: Config, flow: GoogleFlow): Promise<string> {
  return new SignJWT({ purpose: FLOW_PURPOSE, state: flow.state, verifier: flow.verifier, nonce: flow.nonce, clientId: flow.clientId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuedAt()
    .setExpirationTime(`${GOOGLE_FLOW_LIFETIME_SECONDS}s`)
    .sign(secretOf(config));
}

/** The flow from the cookie when it is ours, unexpired and its state is the one that came back. */
export async function openFlow(config: Config, sealed: string | undefined, returnedState: string | undefined): Promise<GoogleFlow | null> {
  if (!sealed || !returnedState) return null;
  try {
    const { payload } = await jwtVerify(sealed, secretOf(config), { algorithms: [ALGORITHM] });
    const { purpose, state, verifier, nonce, clientId } = payload as Record<string, unknown>;
    if (purpose !== FLOW_PURPOSE || typeof state !== 'string' || typeof verifier !== 'string') return null;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    return sameSecret(state, returnedState) ? { state, verifier, nonce: text(nonce), clientId: text(clientId) } : null;
  } catch {
    return null;
  }
}

/** A Set-Cookie value for the flow cookie; `value` null deletes it. */
export function flowCookie(config: Config, value: string | null): string {
  const parts = [
    `${GOOGLE_FLOW_COOKIE}=${value ?? ''}`,
    'Path=/auth/google',
    'HttpOnly',
    // Lax: the provider sends the browser back with a top-level GET, which Lax lets through.
    'SameSite=Lax',
    `Max-Age=${value === null ? 0 : GOOGLE_FLOW_LIFETIME_SECONDS}`,
  ];
  if (config.publicUrl.startsWith('https:')) parts.push('Secure');
  return parts.join('; ');
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Trades the authorization code (with the PKCE verifier) for an access token. */
export async function exchangeCode(config: Config, code: string, flow: GoogleFlow): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: callbackUrl(config),
    client_id: config.google.clientId ?? '',
    code_verifier: flow.verifier,
  });
  if (config.google.clientSecret) body.set('client_secret', config.google.clientSecret);
  let response: Response;
  try {
    response = await fetch(config.google.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch {
    throw new GoogleLoginError('provider_unreachable');
  }
  const answer = (await response.json().catch(() => ({}))) as { access_token?: unknown };
  if (!response.ok || typeof answer.access_token !== 'string') {
    throw new GoogleLoginError('provider_refused');
  }
  return answer.access_token;
}

export async function fetchProfile(config: Config, accessToken: string): Promise<GoogleProfile> {
  let response: Response;
  try {
    response = await fetch(config.google.userInfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch {
    throw new GoogleLoginError('provider_unreachable');
  }
  const info = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof info.sub !== 'string' || info.sub === '') {
    throw new GoogleLoginError('provider_refused');
  }
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    sub: info.sub,
    email: text(info.email),
    emailVerified: info.email_verified === true || info.email_verified === 'true',
    name: text(info.name),
    picture: text(info.picture),
  };
}
