import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { PublicConfig } from '../common/contract/system';
import { type Config, publicConfig } from './config';
import type { Database } from './db/database';
import { type PasswordHashing, passwordHashing } from './lib/passwords';
import { PROJECT_ROOT } from './lib/projectRoot';
import { auditTrailPlugin } from './audit/auditTrailPlugin';
import { authPlugin } from './plugins/auth';
import { frameworkError, installJsonErrors, sendError, UNAVAILABLE_MESSAGE } from './plugins/errors';
import { type Mailer, mailPlugin } from './plugins/mail';
import { installNoStoreForPrivateAnswers } from './plugins/privateAnswers';
import { realtimePlugin } from './realtime/realtimePlugin';
import { withSafeRequestLog } from './plugins/requestLog';
import { serveSpa } from './plugins/spa';
import { rateLimitsPlugin } from './rateLimit/rateLimitsPlugin';
import { type AppMetrics, createAppMetrics } from './metrics/appMetrics';
import { timedDatabase } from './metrics/timedDatabase';
import { metricsPlugin } from './metrics/metricsPlugin';
import { buildValidator } from './plugins/validation';
import { asOpenApi30 } from './schemas/openApiDocument';
import { documentCommonResponses } from './schemas/responses';
import { sessionsPlugin } from './sessions/sessionsRepository';
import { twoFactorPlugin } from './twoFactor/twoFactorRepository';
import { publicUsersPlugin } from './users/publicUsersRepository';
import { notificationSenderPlugin } from './notifications/notificationSenderPlugin';
import { healthPlugin } from './routes/health/healthPlugin';
import { gamesPlugin } from './routes/games/gamesPlugin';
import { ratingsPlugin } from './routes/ratings/ratingsPlugin';
import { accountsPlugin } from './routes/accounts/accountsPlugin';
import { adminPlugin } from './routes/admin/adminPlugin';
import { betaPlugin } from './routes/beta/betaPlugin';
import { shopPlugin } from './routes/shop/shopPlugin';
import { whitelistPlugin } from './routes/whitelist/whitelistPlugin';
import { newsletterPlugin } from './routes/newsletter/newsletterPlugin';
import { friendsPlugin } from './routes/friends/friendsPlugin';
import { chatPlugin } from './routes/chat/chatPlugin';
import { profilesPlugin } from './routes/profiles/profilesPlugin';
import { tournamentsPlugin } from './routes/tournaments/tournamentsPlugin';
import { bracketsPlugin } from './routes/brackets/bracketsPlugin';
import { registrationsPlugin } from './routes/registrations/registrationsPlugin';
import { notifyPlugin } from './routes/notify/notifyPlugin';

declare module 'fastify' {
  interface FastifyInstance {
    appConfig: Config;
    publicConfig: PublicConfig;
    db: Database;
    /** What this app records for GET /metrics; null while METRICS_TOKEN is unset (nothing is recorded). */
    metrics: AppMetrics | null;
    passwords: PasswordHashing;
  }
}

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Where the built SPA lives; defaults to dist/ at the repository root. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the mailer built from the config (tests may capture mails this way). */
  mailer?: Mailer;
  /** Close the database when the app closes, after everything else that may still use it. */
  ownsDatabase?: boolean;
  /** Tests only: no HTTP request is rate limited. buildApp refuses it unless NODE_ENV is test. */
  liftRateLimits?: boolean;
  /** Tests only: passwords are hashed with the least argon2id cost. buildApp refuses it unless NODE_ENV is test. */
  quickPasswordHashing?: boolean;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

function contentSecurityPolicy(config: Config) {
  // Analytics (Google's tag) is loaded by the SPA only after the visitor accepts cookies.
  const analytics = config.analyticsId
    ? { script: ['https://www.googletagmanager.com'], connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'] }
    : { script: [], connect: [] };
  return {
    // Without the defaults there is no upgrade-insecure-requests, which breaks plain-http hosts.
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...analytics.script],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:', ...analytics.connect],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** While the app drains, requests arriving on open connections are turned away with a 503. */
function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) return sendError(reply.header('connection', 'close'), 503, UNAVAILABLE_MESSAGE);
  });
}

/** Builds the whole server without listening: main.ts listens, tests inject. */
export async function buildApp({
  config,
  db,
  distDir,
  logger = false,
  mailer,
  ownsDatabase = false,
  liftRateLimits = false,
  quickPasswordHashing = false,
}: AppDependencies): Promise<FastifyInstance> {
  if (quickPasswordHashing && config.nodeEnv !== 'test') {
    throw new Error(`Quick password hashing is for tests only: NODE_ENV must be test (it is ${config.nodeEnv})`);
  }
  const app = Fastify({
    logger: withSafeRequestLog(logger),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    return503OnClosing: false,
    schemaController: { compilersFactory: { buildValidator } },
    frameworkErrors: frameworkError,
  });
  // Registered first, so it runs last when the app closes (onClose hooks run in reverse order).
  if (ownsDatabase) app.addHook('onClose', async () => db.close());
  app.decorate('appConfig', config);
  app.decorate('publicConfig', publicConfig(config));
  const metrics = config.metricsToken ? createAppMetrics() : null;
  app.decorate('metrics', metrics);
  app.decorate('db', metrics ? timedDatabase(db, metrics.querySeconds) : db);
  app.decorate('passwords', passwordHashing({ quickForTests: quickPasswordHashing }));

  refuseWhileClosing(app);
  installJsonErrors(app);
  installNoStoreForPrivateAnswers(app);

  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    // Only sent over https: a plain-http deployment must still load its own assets.
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
    // Helmet's default, stated: a page opened from a mailed link must not hand its address to any other site.
    referrerPolicy: { policy: 'no-referrer' },
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
  });
  await app.register(rateLimitsPlugin, { lifted: liftRateLimits });
  documentCommonResponses(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'VERSUS API', version: '1.0.0', description: 'Tournaments and their brackets, games, ratings, accounts, friends and chat.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'API key', description: 'A key an admin created for the bot: `Authorization: Bearer vsk_…`.' },
        },
      },
    },
    transformObject: asOpenApi30,
  });
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());

  // Each plugin names the plugins it needs (see fastify-plugin's dependencies), so Fastify refuses
  // to start when one is missing or comes later in this list.
  await app.register(mailPlugin, { mailer });
  await app.register(sessionsPlugin);
  await app.register(authPlugin);
  await app.register(realtimePlugin);
  await app.register(twoFactorPlugin);
  await app.register(publicUsersPlugin);
  await app.register(notificationSenderPlugin);
  await app.register(metricsPlugin);
  await app.register(auditTrailPlugin);

  await app.register(healthPlugin);
  await app.register(gamesPlugin);
  await app.register(ratingsPlugin);
  await app.register(accountsPlugin);
  await app.register(adminPlugin);
  await app.register(betaPlugin);
  await app.register(shopPlugin);
  await app.register(whitelistPlugin);
  await app.register(newsletterPlugin);
  await app.register(friendsPlugin);
  await app.register(chatPlugin);
  await app.register(profilesPlugin);
  await app.register(tournamentsPlugin);
  await app.register(bracketsPlugin);
  await app.register(registrationsPlugin);
  await app.register(notifyPlugin);
  await serveSpa(app, { distDir: distDir ?? path.join(PROJECT_ROOT, 'dist'), publicConfig: app.publicConfig });

  return app;
}
