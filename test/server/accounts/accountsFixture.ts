import { type AccountsServer, ARGON2_MARKER, buildAccounts } from './accountsSupport';

/**
 * The one accounts server of a test file: built before the file's tests, closed after them, and
 * first checked that no response of the file carried a password hash. The env may be a function
 * when it is only known once an earlier beforeAll has run (a fake provider's port, say).
 *
 * The server does not exist yet when the file's top level runs, so this answers a stand-in that
 * forwards to it: test files can keep writing `server.inject(...)` at any depth.
 */
export function accountsServerForThisFile(env: Record<string, string> | (() => Record<string, string>) = {}): AccountsServer {
  let built: AccountsServer | undefined;
  beforeAll(async () => {
    built = await buildAccounts(typeof env === 'function' ? env() : env);
  });
  afterAll(async () => {
    if (!built) return;
    try {
      expect(built.sentBodies.filter((body) => body.includes(ARGON2_MARKER))).toEqual([]);
    } finally {
      await built.close();
    }
  });
  return new Proxy({} as AccountsServer, {
    get(_standIn, property) {
      if (!built) throw new Error('The accounts server is built in beforeAll; use it inside hooks and tests.');
      return Reflect.get(built, property);
    },
  });
}
