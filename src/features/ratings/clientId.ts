import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Kept for the page's lifetime too, so a browser that refuses storage still rates consistently.
let clientIdInMemory: string | null = null;

/** A version-4 UUID; crypto.randomUUID exists only in secure contexts, and plain-http hosts are not one. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The visitor's client id: generated once, kept in local storage, sent as X-Client-Id. */
export function getClientId(): string {
  const stored = readStorage(STORAGE_KEYS.clientId);
  if (stored && UUID.test(stored)) return stored;
  if (!clientIdInMemory) clientIdInMemory = newUuid();
  writeStorage(STORAGE_KEYS.clientId, clientIdInMemory);
  return clientIdInMemory;
}
