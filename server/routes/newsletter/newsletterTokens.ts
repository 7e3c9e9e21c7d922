import { createHash, randomBytes } from 'node:crypto';

/** Only this hash is stored, so a leaked database cannot confirm or end anyone's subscription. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 random bytes in base64url: 43 characters, safe in a URL and the shape the API's token fields accept. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
