import { randomBytes } from 'node:crypto';

// A random start in the lower half, so a process wraps around only after millions of ids.
let counter = randomBytes(3).readUIntBE(0, 3) & 0x7fffff;

/**
 * Ids are 24 hexadecimal characters (the shape every stored id is checked against): four bytes of
 * seconds since the epoch, a three-byte counter, then five random bytes. Ids made by one process
 * sort in the order they were made, which breaks ties between rows stored in the same tick of the
 * database clock (the embedded database's clock counts milliseconds).
 */
export function newId(): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(Date.now() / 1000).toString(16).padStart(8, '0');
  return seconds + counter.toString(16).padStart(6, '0') + randomBytes(5).toString('hex');
}
