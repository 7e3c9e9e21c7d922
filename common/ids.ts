const STORED_ID = /^[0-9a-f]{24}$/i;

/** A 24-character hexadecimal string counts as a valid stored id (spec §3). */
export function isStoredId(value: unknown): value is string {
  return typeof value === 'string' && STORED_ID.test(value);
}
