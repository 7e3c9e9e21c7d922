/**
 * Two-factor sign-in for browser tests: codes computed by the TOTP library as an authenticator app
 * computes them, and the setup done through the API.
 */
import assert from 'node:assert/strict';
import { Secret, TOTP } from 'otpauth';
import type { RunningServer } from './harness';
import { api } from './server';

const PERIOD_MS = 30_000;

/**
 * The environment of a server whose admin a spec only uses as a means (to seed a page, open
 * registration): the spec has no authenticator, so the rule that admins need two-factor is off on
 * purpose there. twoFactor.e2e.ts runs with the default (on) and shows an admin led to the setup.
 */
export const ADMIN_WITHOUT_TWO_FACTOR = { REQUIRE_ADMIN_2FA: 'false' };

/** The code of the step `offset` steps from now; in a step's last second it waits for the next. */
export async function totpCode(secret: string, offset = 0): Promise<string> {
  const intoStep = Date.now() % PERIOD_MS;
  if (intoStep > PERIOD_MS - 1_000) await new Promise((resolve) => setTimeout(resolve, PERIOD_MS - intoStep + 50));
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offset * PERIOD_MS });
}

/**
 * Turns two-factor on for the token's account, which proves itself with its password; confirmed with
 * the previous step's code, so the current one is still free.
 */
export async function turnOnTwoFactor(server: RunningServer, token: string, password: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await api<{ secret: string }>('/api/auth/2fa/setup', { method: 'POST', token, body: { password }, baseUrl: server.baseUrl });
  assert.equal(setup.status, 200, 'two-factor setup');
  const enabled = await api<{ recoveryCodes: string[] }>('/api/auth/2fa/enable', {
    method: 'POST',
    token,
    body: { code: await totpCode(setup.body.secret, -1), password },
    baseUrl: server.baseUrl,
  });
  assert.equal(enabled.status, 200, 'two-factor enable');
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
}
