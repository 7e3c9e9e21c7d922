import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import type { PublicConfig } from '../common/contract/system';

export type DataSource = 'api' | 'local';

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Whose X-Forwarded-* headers are believed: rate limits per IP depend on it. */
  trustProxy: boolean | string[];
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string;
  /** Seals the authenticator secrets; apart from jwtSecret, so rotating that one leaves two-factor working. */
  twoFactorKey: string;
  corsOrigins: string[];
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Admins and masters must turn two-factor sign-in on before any admin operation answers them. */
  requireAdmin2fa: boolean;
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
  /** Redux DevTools in the production SPA, told to it with the public settings. */
  reduxDevTools: boolean;
  /** Bearer token that opens GET /metrics; without one the route answers 404. */
  metricsToken: string | undefined;
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

// These URLs may carry a password, so an error message never repeats them.
const URLS_WITH_CREDENTIALS = new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']);

function url(env: Env, key: string, protocols: string[], fallback?: string): string | undefined {
  const value = optional(env, key) ?? fallback;
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(key, URLS_WITH_CREDENTIALS.has(key) ? 'must be a URL' : `must be a URL (got "${value}")`);
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
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(parsed) || parsed > 65_535) {
    throw new ConfigError(key, `must be a port number from 0 to 65535 (got "${value}")`);
  }
  return parsed;
}

export const MIN_JWT_SECRET_LENGTH = 32;
export const MIN_METRICS_TOKEN_LENGTH = 16;

function metricsToken(env: Env, key: string): string | undefined {
  const value = optional(env, key);
  if (value !== undefined && value.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new ConfigError(key, `must be at least ${MIN_METRICS_TOKEN_LENGTH} characters long (a guessable token would expose the metrics)`);
  }
  return value;
}

function ensureDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new ConfigError('DATA_DIR', `must be a directory the server can create and write (${(error as Error).message})`);
  }
}

const MIN_TWO_FACTOR_KEY_LENGTH = 32;

/**
 * A secret from the environment, else from a file in DATA_DIR, where one is generated once and kept.
 * `what` names it in messages.
 */
function keptSecret(env: Env, dataDir: string, key: string, fileName: string, minLength: number, what: string): string {
  const given = optional(env, key);
  if (given !== undefined) {
    if (given.length < minLength) throw new ConfigError(key, `must be at least ${minLength} characters long`);
    return given;
  }
  ensureDataDir(dataDir);
  const file = path.join(dataDir, fileName);
  try {
    // 'wx' fails when the file exists, so two servers starting together keep the first one's secret.
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new ConfigError('DATA_DIR', `must be writable to keep the generated ${what} (${(error as Error).message})`);
    }
  }
  const kept = readFileSync(file, 'utf8').trim();
  if (kept.length < minLength) {
    throw new ConfigError(key, `is unset and the kept ${what} in ${file} is too short: delete that file or set ${key}`);
  }
  return kept;
}

/** The secret comes from the environment, else from DATA_DIR, where one is generated once and kept. */
function jwtSecret(env: Env, dataDir: string): string {
  return keptSecret(env, dataDir, 'JWT_SECRET', 'jwt-secret', MIN_JWT_SECRET_LENGTH, 'JWT secret');
}

/**
 * The key that seals authenticator secrets. On PostgreSQL it must be given: several processes may
 * share the database, and a key generated by each would seal secrets the others cannot open. It is
 * not kept in the database either, since a copy of the database must not be enough to compute codes.
 */
function twoFactorKey(env: Env, dataDir: string, databaseUrl: string | undefined): string {
  if (databaseUrl && optional(env, 'TWO_FACTOR_KEY') === undefined) {
    throw new ConfigError('TWO_FACTOR_KEY', 'must be set when DATABASE_URL is set: every process must seal two-factor secrets with the same key');
  }
  return keptSecret(env, dataDir, 'TWO_FACTOR_KEY', 'two-factor-key', MIN_TWO_FACTOR_KEY_LENGTH, 'two-factor key');
}

/** Each allowed origin must be exactly what a browser sends in its Origin header. */
function origins(env: Env, key: string): string[] {
  const values = (optional(env, key) ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return values.map((value) => {
    const parsed = new URL(url({ [key]: value }, key, ['http:', 'https:'])!);
    if (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username) {
      throw new ConfigError(key, `must list origins like https://example.com, without a path (got "${value}")`);
    }
    return parsed.origin;
  });
}

const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function trustProxy(env: Env, key: string): boolean | string[] {
  const value = optional(env, key);
  if (value === undefined || /^(false|0|no)$/i.test(value)) return false;
  if (/^(true|1|yes)$/i.test(value)) return true;
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const valid = PROXY_RANGES.includes(entry) || (isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits)));
    if (!valid) throw new ConfigError(key, `must be true, false or a list of proxy addresses or CIDR ranges (got "${entry}")`);
  }
  return entries;
}

function matching(env: Env, key: string, pattern: RegExp, description: string): string | undefined {
  const value = optional(env, key);
  if (value !== undefined && !pattern.test(value)) throw new ConfigError(key, `must be ${description} (got "${value}")`);
  return value;
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
  const corsOrigins = origins(env, 'CORS_ORIGINS');
  const google = {
    clientId: optional(env, 'GOOGLE_CLIENT_ID'),
    clientSecret: optional(env, 'GOOGLE_CLIENT_SECRET'),
    authUrl: url(env, 'GOOGLE_AUTH_URL', ['http:', 'https:'], 'https://accounts.google.com/o/oauth2/v2/auth')!,
    tokenUrl: url(env, 'GOOGLE_TOKEN_URL', ['http:', 'https:'], 'https://oauth2.googleapis.com/token')!,
    userInfoUrl: url(env, 'GOOGLE_USERINFO_URL', ['http:', 'https:'], 'https://openidconnect.googleapis.com/v1/userinfo')!,
  };
  if (google.clientId && !google.clientSecret) {
    throw new ConfigError('GOOGLE_CLIENT_SECRET', 'must be set when GOOGLE_CLIENT_ID is set');
  }
  const supportEmail = email(env, 'SUPPORT_EMAIL', 'support@versus.gg')!;
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  return {
    nodeEnv,
    port: listenPort,
    host: optional(env, 'HOST') ?? '0.0.0.0',
    trustProxy: trustProxy(env, 'TRUST_PROXY'),
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:'], `http://localhost:${listenPort}`)!,
    dataDir,
    databaseUrl,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    jwtSecret: jwtSecret(env, dataDir),
    twoFactorKey: twoFactorKey(env, dataDir, databaseUrl),
    corsOrigins,
    adminEmail,
    adminPassword,
    requireAdmin2fa: bool(env, 'REQUIRE_ADMIN_2FA', true),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: email(env, 'MAIL_FROM', 'VERSUS <no-reply@versus.gg>')!,
    supportEmail,
    google,
    discordClientId: optional(env, 'DISCORD_CLIENT_ID'),
    botUrl: url(env, 'BOT_URL', ['https:', 'http:', 'tg:'], 'https://t.me/versus_arena_bot')!,
    tournamentSource: oneOf(env, 'TOURNAMENT_SOURCE', ['api', 'local'] as const, 'api'),
    shopSource: oneOf(env, 'SHOP_SOURCE', ['api', 'local'] as const, 'api'),
    cryptoWallet: matching(env, 'CRYPTO_WALLET', /^[A-Za-z0-9:._-]{8,128}$/, 'a wallet address (letters, digits, ":", ".", "_", "-")'),
    analyticsId: matching(env, 'ANALYTICS_ID', /^[A-Za-z0-9_-]{1,64}$/, 'an analytics id of letters, digits, "_" and "-"'),
    seedDemo: bool(env, 'SEED_DEMO', true),
    reduxDevTools: bool(env, 'REDUX_DEVTOOLS', false),
    metricsToken: metricsToken(env, 'METRICS_TOKEN'),
    social: {
      instagram: url(env, 'SOCIAL_INSTAGRAM_URL', ['https:'], 'https://www.instagram.com/versus.gg')!,
      x: url(env, 'SOCIAL_X_URL', ['https:'], 'https://x.com/versus_gg')!,
      telegram: url(env, 'SOCIAL_TELEGRAM_URL', ['https:'], 'https://t.me/versus_gg')!,
    },
    // The provider details are the operator's to give: left unset they stay empty, and the imprint page says it is not configured.
    imprint: {
      company: optional(env, 'IMPRINT_COMPANY') ?? '',
      address: optional(env, 'IMPRINT_ADDRESS') ?? '',
      representative: optional(env, 'IMPRINT_REPRESENTATIVE') ?? '',
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
    reduxDevTools: config.reduxDevTools,
    social: config.social,
    imprint: config.imprint,
  };
}
