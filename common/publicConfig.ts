import type { PublicConfig } from './contract/system';

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
  social: { instagram: 'https://www.instagram.com/versus.gg', x: 'https://x.com/versus_gg', telegram: 'https://t.me/versus_gg' },
  imprint: { company: '', address: '', representative: '', email: 'support@versus.gg', phone: '', register: '', vatId: '' },
};
