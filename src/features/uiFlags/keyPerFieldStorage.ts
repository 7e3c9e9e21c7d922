import type { Storage } from 'redux-persist';
import { readJson, removeStorage, writeStorage } from '../../lib/storage';

/**
 * A redux-persist storage engine that keeps each persisted field under its own local-storage key,
 * so the stored names are the app's own (`cookieConsent`, `betaLaunchPopupSeen`) rather than
 * one `persist:…` blob. Used with `serialize: false` and `deserialize: false`.
 */
export function keyPerFieldStorage(keys: readonly string[]): Storage {
  return {
    async getItem() {
      const state: Record<string, unknown> = {};
      for (const key of keys) {
        const value = readJson<unknown>(key);
        if (value !== null) state[key] = value;
      }
      return Object.keys(state).length > 0 ? state : undefined;
    },
    async setItem(_key: string, state: Record<string, unknown>) {
      for (const key of keys) {
        const value = state[key];
        if (value === null || value === undefined) removeStorage(key);
        else writeStorage(key, JSON.stringify(value));
      }
    },
    async removeItem() {
      for (const key of keys) removeStorage(key);
    },
  };
}
