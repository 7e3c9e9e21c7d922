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
import { useAuth } from './plugins/auth';
import { frameworkError, sendError, UNAVAILABLE_MESSAGE, useJsonErrors } from './plugins/errors';
import { type Mailer, useMail } from './plugins/mail';
import { useNoStoreForPrivateAnswers } from './plugins/privateAnswers';
import { useRealtime } from './plugins/realtime';
import { withSafeRequestLog } from './plugins/requestLog';
import { useSpa } from './plugins/spa';
import { useRateLimits } from './rateLimit/useRateLimits';
import { type AppMetrics, createAppMetrics } from './metrics/appMetrics';
import { timedDatabase } from './metrics/timedDatabase';
import { useMetrics } from './metrics/useMetrics';
import { useRepositories } from './repositories';
import { buildValidator } from './plugins/validation';
import { asOpenApi30 } from './schemas/openApiDocument';
import { documentCommonResponses } from './schemas/responses';
import { gamesRoutes } from './routes/games/gamesRoutes';
import { adminRoutes } from './routes/admin/adminRoutes';
import { betaRoutes } from './routes/beta/betaRoutes';
import { accountsRoutes } from './routes/accounts/accountsRoutes';
import { newsletterRoutes } from './routes/newsletter/newsletterRoutes';
import { shopRoutes } from './routes/shop/shopRoutes';
import { whitelistRoutes } from './routes/whitelist/whitelistRoutes';
import { chatRoutes } from './routes/chat/chatRoutes';
import { friendsRoutes } from './routes/friends/friendsRoutes';
import { profilesRoutes } from './routes/profiles/profilesRoutes';
import { healthRoutes } from './routes/health/healthRoutes';
import { notifyRoutes } from './routes/notify/notifyRoutes';
import { tournamentsRoutes } from './routes/tournaments/tournamentsRoutes';
import { bracketsRoutes } from './routes/brackets/bracketsRoutes';
import { useNotificationSender } from './notifications/useNotificationSender';
import { ratingsRoutes } from './routes/ratings/ratingsRoutes';

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
  useJsonErrors(app);
  useNoStoreForPrivateAnswers(app);

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
  await useRateLimits(app, { lifted: liftRateLimits });
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

  await useMail(app, mailer);
  await useAuth(app);
  await useRealtime(app);
  useRepositories(app);
  useNotificationSender(app);
  useMetrics(app);

  await app.register(healthRoutes);
  await app.register(gamesRoutes);
  await app.register(adminRoutes);
  await app.register(betaRoutes);
  await app.register(accountsRoutes);
  await app.register(shopRoutes);
  await app.register(whitelistRoutes);
  await app.register(newsletterRoutes);
  await app.register(friendsRoutes);
  await app.register(chatRoutes);
  await app.register(profilesRoutes);
  await app.register(tournamentsRoutes);
  await app.register(bracketsRoutes);
  await app.register(notifyRoutes);
  await app.register(ratingsRoutes);
  await useSpa(app, { distDir: distDir ?? path.join(PROJECT_ROOT, 'dist'), publicConfig: app.publicConfig });

  return app;
}
