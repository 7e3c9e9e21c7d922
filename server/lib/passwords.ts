import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id settings: 19 MiB of memory, two passes, one lane. */
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The least argon2id accepts (8 KiB, one pass): for test servers only, which hash and check
 * thousands of passwords (buildApp refuses it unless NODE_ENV is test). A stored hash names its own
 * settings, so a check costs what the hash it checks cost.
 */
const QUICK_TEST_OPTIONS = { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

/** How an app hashes new passwords and checks given ones. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  /**
   * Checks a password against a stored hash. Without a hash (unknown account, Google-only account)
   * a throwaway hash is checked instead, so the answer takes as long either way and timing does not
   * tell whether an account exists.
   */
  matches(storedHash: string | null | undefined, password: string): Promise<boolean>;
}

export function passwordHashing({ quickForTests = false } = {}): PasswordHashing {
  const options = quickForTests ? QUICK_TEST_OPTIONS : HASH_OPTIONS;
  const hashPassword = (password: string) => hash(password, options);
  let dummyHash: Promise<string> | null = null;
  return {
    hash: hashPassword,
    async matches(storedHash, password) {
      if (!storedHash) {
        dummyHash ??= hashPassword(`no account ${Math.random()}`);
        await verify(await dummyHash, password).catch(() => false);
        return false;
      }
      try {
        return await verify(storedHash, password);
      } catch {
        return false;
      }
    },
  };
}

const owaspHashing = passwordHashing();

/** With OWASP's settings, for what runs outside an app (the admin account made at start). */
export const hashPassword = owaspHashing.hash;
export const passwordMatches = owaspHashing.matches;
