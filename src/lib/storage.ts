/** Every local-storage key the app uses, in one place. */
export const STORAGE_KEYS = {
  token: 'token',
  /** Older names a token may have been stored under; read, never written. */
  legacyTokens: ['authToken', 'jwt', 'accessToken'],
  user: 'user',
  cookieConsent: 'cookieConsent',
  betaLaunchPopupSeen: 'betaLaunchPopupSeen',
  clientId: 'versusClientId',
  ratingPrefix: 'versusRating:',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private browsing or a full quota: the app keeps working without persistence.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeStorage.
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** The stored login token, from `token` or any of the older names. */
export function readStoredToken(): string | null {
  for (const key of [STORAGE_KEYS.token, ...STORAGE_KEYS.legacyTokens]) {
    const value = readStorage(key);
    if (value) return value;
  }
  return null;
}

export function clearStoredToken(): void {
  for (const key of [STORAGE_KEYS.token, ...STORAGE_KEYS.legacyTokens]) removeStorage(key);
}
