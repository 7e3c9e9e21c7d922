import { createContext, useContext } from 'react';
import type { PublicConfig } from '../../common/contract/system';

/** The settings the SPA falls back on when the server's cannot be read; tests start from them too. */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  botUrl: 'https://t.me/versus_arena_bot',
  tournamentSource: 'api',
  shopSource: 'api',
  cryptoWallet: null,
  analyticsId: null,
  googleClientId: null,
  discordClientId: null,
  supportEmail: 'support@versus.gg',
  reduxDevTools: false,
  social: { instagram: 'https://www.instagram.com/versus.gg', x: 'https://x.com/versus_gg', telegram: 'https://t.me/versus_gg' },
  imprint: { company: '', address: '', representative: '', email: 'support@versus.gg', phone: '', register: '', vatId: '' },
};

export const PublicConfigContext = createContext<PublicConfig>(DEFAULT_PUBLIC_CONFIG);

/** The run-time settings the server embedded in index.html (bot link, data sources, social links…). */
export function usePublicConfig(): PublicConfig {
  return useContext(PublicConfigContext);
}

/** Reads the settings embedded in the page; in development (no embedded settings) asks the API. */
export async function loadPublicConfig(): Promise<PublicConfig> {
  const embedded = document.getElementById('app-config')?.textContent ?? '{}';
  const parsed = JSON.parse(embedded) as Partial<PublicConfig>;
  if (Object.keys(parsed).length > 0) return { ...DEFAULT_PUBLIC_CONFIG, ...parsed };
  try {
    // The one call made before the store (and so baseApi) exists: the store is made with these
    // settings. It sends no login token.
    // eslint-disable-next-line no-restricted-globals -- see above
    const response = await fetch('/api/config');
    if (response.ok) return { ...DEFAULT_PUBLIC_CONFIG, ...((await response.json()) as Partial<PublicConfig>) };
  } catch {
    // The defaults keep the app usable.
  }
  return DEFAULT_PUBLIC_CONFIG;
}
