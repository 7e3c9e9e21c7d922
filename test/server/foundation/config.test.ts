import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, publicConfig } from '../../../server/config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'versus-config-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  test('defaults make a working configuration', () => {
    const config = load({});
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.tournamentSource).toBe('api');
    expect(config.seedDemo).toBe(true);
    expect(config.trustProxy).toBe(false);
  });

  test.each<[string, Record<string, string>]>([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '80.5' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'versus.example.com' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['REDIS_URL', { REDIS_URL: 'http://x' }],
    ['TOURNAMENT_SOURCE', { TOURNAMENT_SOURCE: 'nope' }],
    ['SHOP_SOURCE', { SHOP_SOURCE: 'nope' }],
    ['SEED_DEMO', { SEED_DEMO: 'maybe' }],
    ['REDUX_DEVTOOLS', { REDUX_DEVTOOLS: 'on' }],
    ['JWT_SECRET', { JWT_SECRET: 'too-short' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'short-token' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'admin@versus.gg' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'admin@versus.gg', ADMIN_PASSWORD: 'short' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-address', ADMIN_PASSWORD: 'long-enough-password' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://ok.example,not a url' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://ok.example/with/path' }],
    ['SMTP_URL', { SMTP_URL: 'http://x' }],
    ['MAIL_FROM', { MAIL_FROM: 'nobody' }],
    ['SUPPORT_EMAIL', { SUPPORT_EMAIL: 'nobody' }],
    ['GOOGLE_CLIENT_SECRET', { GOOGLE_CLIENT_ID: 'client-id' }],
    ['GOOGLE_AUTH_URL', { GOOGLE_AUTH_URL: 'ftp://x' }],
    ['GOOGLE_TOKEN_URL', { GOOGLE_TOKEN_URL: 'nope' }],
    ['GOOGLE_USERINFO_URL', { GOOGLE_USERINFO_URL: 'nope' }],
    ['BOT_URL', { BOT_URL: 'javascript:alert(1)' }],
    ['CRYPTO_WALLET', { CRYPTO_WALLET: '<img src=x>' }],
    ['ANALYTICS_ID', { ANALYTICS_ID: 'G-1"><script>' }],
    ['SOCIAL_X_URL', { SOCIAL_X_URL: 'http://x.com/versus' }],
    ['IMPRINT_EMAIL', { IMPRINT_EMAIL: 'nobody' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'sometimes' }],
  ])('fails with a ConfigError naming %s', (key, env) => {
    const error = configErrorOf(env);
    expect(error.key).toBe(key);
    expect(error.message).toContain(key);
  });

  test('an error about a URL that may hold a password does not repeat it', () => {
    const error = configErrorOf({ DATABASE_URL: 'postgres//admin:s3cret@db' });
    expect(error.message).not.toContain('s3cret');
  });

  test('CORS origins are kept as browsers send them', () => {
    expect(load({ CORS_ORIGINS: 'https://a.example/, http://localhost:3000' }).corsOrigins).toEqual([
      'https://a.example',
      'http://localhost:3000',
    ]);
  });

  test('JWT_SECRET unset: one is generated under DATA_DIR once and reused on the next load', () => {
    const first = load({}).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(load({}).jwtSecret).toBe(first);
  });

  test('JWT_SECRET set: it is used and nothing is written', () => {
    const secret = 'a-secret-given-by-the-operator-0123456789';
    expect(load({ JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  test('a damaged kept secret is refused rather than used', () => {
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'short');
    expect(configErrorOf({}).key).toBe('JWT_SECRET');
  });

  test('a DATA_DIR that cannot be created fails naming DATA_DIR', () => {
    const file = path.join(dataDir, 'a-file');
    writeFileSync(file, '');
    expect(configErrorOf({ DATA_DIR: path.join(file, 'data') }).key).toBe('DATA_DIR');
  });
});

describe('publicConfig', () => {
  test('REDUX_DEVTOOLS is off unless set, and the SPA learns it with the public settings', () => {
    expect(publicConfig(load({})).reduxDevTools).toBe(false);
    expect(publicConfig(load({ REDUX_DEVTOOLS: 'true' })).reduxDevTools).toBe(true);
  });

  test('never contains a secret', () => {
    const secrets = {
      JWT_SECRET: 'jwt-secret-value-that-is-long-enough-0123',
      GOOGLE_CLIENT_ID: 'google-client-id',
      GOOGLE_CLIENT_SECRET: 'google-client-secret-value',
      ADMIN_EMAIL: 'admin@versus.gg',
      ADMIN_PASSWORD: 'admin-password-value',
      SMTP_URL: 'smtp://mailer:smtp-password-value@mail.example:587',
      DATABASE_URL: 'postgres://versus:database-password-value@db.example:5432/versus',
      REDIS_URL: 'redis://:redis-password-value@redis.example:6379',
      TWO_FACTOR_KEY: 'two-factor-key-value-that-is-long-enough-0123',
    };
    const config = load(secrets);
    const json = JSON.stringify(publicConfig(config));
    for (const value of [
      config.jwtSecret,
      'google-client-secret-value',
      'admin-password-value',
      config.smtpUrl!,
      'smtp-password-value',
      config.databaseUrl!,
      'database-password-value',
      'redis-password-value',
      config.twoFactorKey,
    ]) {
      expect(json).not.toContain(value);
    }
    expect(json).not.toMatch(/jwtSecret|twoFactorKey|clientSecret|adminPassword|smtpUrl|databaseUrl|redisUrl/);
    expect(publicConfig(config).googleClientId).toBe('google-client-id');
  });
});
