/** Settings the server hands the SPA at run time, so one build serves every environment. */
export interface PublicConfig {
  botUrl: string;
  tournamentSource: 'api' | 'local';
  shopSource: 'api' | 'local';
  cryptoWallet: string | null;
  analyticsId: string | null;
  googleClientId: string | null;
  discordClientId: string | null;
  supportEmail: string;
  social: { instagram: string; x: string; telegram: string };
  imprint: {
    company: string;
    address: string;
    representative: string;
    email: string;
    phone: string;
    register: string;
    vatId: string;
  };
}

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
