import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PublicConfig } from '../common/publicConfig';

export type DataSource = 'api' | 'local';

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string;
  corsOrigins: string[];
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  google: { clientId: string | undefined; clientSecret: string | undefined; authUrl: string; tokenUrl: string; userInfoUrl: string };
  discordClientId: string | undefined;
  botUrl: string;
  tournamentSource: DataSource;
  shopSource: DataSource;
  cryptoWallet: string | undefined;
  analyticsId: string | undefined;
  seedDemo: boolean;
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

export class ConfigError extends Error {
  constructor(readonly key: string, problem: string) {
    super(`Invalid configuration: ${key} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function optional(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value ? value : undefined;
}

function url(env: Env, key: string, protocols: string[], fallback?: string): string | undefined {
  const value = optional(env, key) ?? fallback;
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(key, `must be a URL (got "${value}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(key, `must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
  }
  return value.replace(/\/$/, '');
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function email(env: Env, key: string, fallback?: string): string | undefined {
  const value = optional(env, key) ?? fallback;
  if (value !== undefined && !EMAIL_PATTERN.test(value.replace(/^.*<(.+)>$/, '$1'))) {
    throw new ConfigError(key, `must be an e-mail address (got "${value}")`);
  }
  return value;
}

function oneOf<T extends string>(env: Env, key: string, allowed: readonly T[], fallback: T): T {
  const value = optional(env, key) ?? fallback;
  if (!allowed.includes(value as T)) throw new ConfigError(key, `must be one of ${allowed.join(', ')} (got "${value}")`);
  return value as T;
}

function bool(env: Env, key: string, fallback: boolean): boolean {
  const value = optional(env, key);
  if (value === undefined) return fallback;
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  throw new ConfigError(key, `must be true or false (got "${value}")`);
}

function port(env: Env, key: string, fallback: number): number {
  const value = optional(env, key);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) {
    throw new ConfigError(key, `must be a port number from 0 to 65535 (got "${value}")`);
  }
  return parsed;
}

/** The secret comes from the environment, else from DATA_DIR, where one is generated once and kept. */
function jwtSecret(env: Env, dataDir: string): string {
  const given = optional(env, 'JWT_SECRET');
  if (given !== undefined) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters long');
    return given;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'production');
  const listenPort = port(env, 'PORT', 8080);
  const dataDir = path.resolve(optional(env, 'DATA_DIR') ?? './data');
  const adminEmail = email(env, 'ADMIN_EMAIL');
  const adminPassword = optional(env, 'ADMIN_PASSWORD');
  if (adminEmail && !adminPassword) throw new ConfigError('ADMIN_PASSWORD', 'must be set when ADMIN_EMAIL is set');
  if (adminPassword && (adminPassword.length < 8 || adminPassword.length > 128)) {
    throw new ConfigError('ADMIN_PASSWORD', 'must be 8 to 128 characters long');
  }
  const corsOrigins = (optional(env, 'CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    url({ CORS_ORIGINS: origin }, 'CORS_ORIGINS', ['http:', 'https:']);
  }
  const supportEmail = email(env, 'SUPPORT_EMAIL', 'support@versus.gg')!;
  return {
    nodeEnv,
    port: listenPort,
    host: optional(env, 'HOST') ?? '0.0.0.0',
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:'], `http://localhost:${listenPort}`)!,
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    jwtSecret: jwtSecret(env, dataDir),
    corsOrigins,
    adminEmail,
    adminPassword,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: email(env, 'MAIL_FROM', 'VERSUS <no-reply@versus.gg>')!,
    supportEmail,
    google: {
      clientId: optional(env, 'GOOGLE_CLIENT_ID'),
      clientSecret: optional(env, 'GOOGLE_CLIENT_SECRET'),
      authUrl: url(env, 'GOOGLE_AUTH_URL', ['http:', 'https:'], 'https://accounts.google.com/o/oauth2/v2/auth')!,
      tokenUrl: url(env, 'GOOGLE_TOKEN_URL', ['http:', 'https:'], 'https://oauth2.googleapis.com/token')!,
      userInfoUrl: url(env, 'GOOGLE_USERINFO_URL', ['http:', 'https:'], 'https://openidconnect.googleapis.com/v1/userinfo')!,
    },
    discordClientId: optional(env, 'DISCORD_CLIENT_ID'),
    botUrl: url(env, 'BOT_URL', ['https:', 'http:', 'tg:'], 'https://t.me/versus_arena_bot')!,
    tournamentSource: oneOf(env, 'TOURNAMENT_SOURCE', ['api', 'local'] as const, 'api'),
    shopSource: oneOf(env, 'SHOP_SOURCE', ['api', 'local'] as const, 'api'),
    cryptoWallet: optional(env, 'CRYPTO_WALLET'),
    analyticsId: optional(env, 'ANALYTICS_ID'),
    seedDemo: bool(env, 'SEED_DEMO', true),
    social: {
      instagram: url(env, 'SOCIAL_INSTAGRAM_URL', ['https:'], 'https://www.instagram.com/versus.gg')!,
      x: url(env, 'SOCIAL_X_URL', ['https:'], 'https://x.com/versus_gg')!,
      telegram: url(env, 'SOCIAL_TELEGRAM_URL', ['https:'], 'https://t.me/versus_gg')!,
    },
    imprint: {
      company: optional(env, 'IMPRINT_COMPANY') ?? 'VERSUS Esports GmbH (i. G.)',
      address: optional(env, 'IMPRINT_ADDRESS') ?? 'Musterstraße 1, 10115 Berlin, Germany',
      representative: optional(env, 'IMPRINT_REPRESENTATIVE') ?? 'The managing directors of VERSUS Esports GmbH',
      email: email(env, 'IMPRINT_EMAIL', supportEmail)!,
      phone: optional(env, 'IMPRINT_PHONE') ?? '',
      register: optional(env, 'IMPRINT_REGISTER') ?? '',
      vatId: optional(env, 'IMPRINT_VAT_ID') ?? '',
    },
  };
}

/** The settings the SPA may see: never a secret. */
export function publicConfig(config: Config): PublicConfig {
  return {
    botUrl: config.botUrl,
    tournamentSource: config.tournamentSource,
    shopSource: config.shopSource,
    cryptoWallet: config.cryptoWallet ?? null,
    analyticsId: config.analyticsId ?? null,
    googleClientId: config.google.clientId ?? null,
    discordClientId: config.discordClientId ?? null,
    supportEmail: config.supportEmail,
    social: config.social,
    imprint: config.imprint,
  };
}
