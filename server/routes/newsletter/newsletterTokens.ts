import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url: 43 characters, safe in a URL. */
export const NEWSLETTER_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/** Only this hash is stored, so a leaked database cannot confirm or end anyone's subscription. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
