const STORED_ID = /^[0-9a-f]{24}$/i;

/** Stored rows (tournaments, users, chats …) have ids of 24 hexadecimal characters; any letter case counts. */
export function isStoredId(value: unknown): value is string {
  return typeof value === 'string' && STORED_ID.test(value);
}
