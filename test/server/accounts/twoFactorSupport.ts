import { Secret, TOTP } from 'otpauth';
import { bearer, freshIp, json, PASSWORD, type AccountsServer } from './accountsSupport';

const PERIOD_MS = 30_000;

/**
 * The authenticator code of the step `offset` steps from now, computed by the TOTP library as an
 * app would. In the last second of a step it first waits for the next one, so a code cannot move
 * to another step between here and the server.
 */
export async function codeAt(secret: string, offset = 0): Promise<string> {
  const intoStep = Date.now() % PERIOD_MS;
  if (intoStep > PERIOD_MS - 1_000) await new Promise((resolve) => setTimeout(resolve, PERIOD_MS - intoStep + 50));
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + offset * PERIOD_MS });
}

export interface TwoFactorOn {
  secret: string;
  recoveryCodes: string[];
}

/**
 * Sets two-factor up for the token's account as the /account page does, with its password (null
 * for an account without one, fresh from a Google sign-in). The confirming code is the previous
 * step's, so the current and next steps' codes are still unused for the test.
 */
export async function turnOnTwoFactor(server: AccountsServer, token: string, password: string | null = PASSWORD): Promise<TwoFactorOn> {
  const proof = password === null ? {} : { password };
  const setup = await server.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: bearer(token), payload: proof, remoteAddress: freshIp() });
  if (setup.statusCode !== 200) throw new Error(`setup: ${setup.statusCode} ${setup.body}`);
  const { secret } = json<{ secret: string }>(setup);
  const enabled = await server.inject({
    method: 'POST',
    url: '/api/auth/2fa/enable',
    headers: bearer(token),
    payload: { code: await codeAt(secret, -1), ...proof },
    remoteAddress: freshIp(),
  });
  if (enabled.statusCode !== 200) throw new Error(`enable: ${enabled.statusCode} ${enabled.body}`);
  return { secret, recoveryCodes: json<{ recoveryCodes: string[] }>(enabled).recoveryCodes };
}

/** A password login that stops at the second step: its challenge. */
export async function challengeFor(server: AccountsServer, account: { email: string; password: string }, address = freshIp()): Promise<string> {
  const response = await server.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: account.password }, remoteAddress: address });
  if (response.statusCode !== 401) throw new Error(`login: ${response.statusCode} ${response.body}`);
  const body = json<{ errorType?: string; challenge?: string }>(response);
  if (body.errorType !== 'two_factor_required' || !body.challenge) throw new Error(`login: ${response.body}`);
  return body.challenge;
}

export function secondStep(server: AccountsServer, challenge: string, code: string, address = freshIp()) {
  return server.inject({ method: 'POST', url: '/api/auth/login/2fa', payload: { challenge, code }, remoteAddress: address });
}
