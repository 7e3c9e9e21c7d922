import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random token for a mailed link; only its hash is stored (see hashToken). */
export function newOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a one-time token: its SHA-256 in hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two secrets in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
