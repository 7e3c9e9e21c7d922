import { createContext, useContext } from 'react';
import { DEFAULT_PUBLIC_CONFIG } from '../../common/publicConfig';
import type { PublicConfig } from '../../common/contract/system';

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
    const response = await fetch('/api/config');
    if (response.ok) return { ...DEFAULT_PUBLIC_CONFIG, ...((await response.json()) as Partial<PublicConfig>) };
  } catch {
    // The defaults keep the app usable.
  }
  return DEFAULT_PUBLIC_CONFIG;
}
