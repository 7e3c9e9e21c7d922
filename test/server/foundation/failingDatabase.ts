import type { Database } from '../../../server/db/database';

/** A Database whose every query fails the way a real one does when its server is down. */
export function failingDatabase(makeError: () => Error): Database {
  const fail = async (): Promise<never> => {
    throw makeError();
  };
  return { kind: 'postgres', query: fail, exec: fail, transaction: fail, close: async () => undefined };
}

export function errorWithCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}
