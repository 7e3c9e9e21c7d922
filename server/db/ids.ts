import { randomBytes } from 'node:crypto';

/**
 * Ids are 24 hexadecimal characters (spec §3: the shape of a valid stored id): four bytes of
 * seconds since the epoch, so ids sort roughly by creation, then eight random bytes.
 */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000).toString(16).padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}
