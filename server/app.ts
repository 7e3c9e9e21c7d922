import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { PublicConfig } from '../common/publicConfig';
import { type Config, publicConfig } from './config';
import type { Database } from './db/database';
import { useAuth } from './plugins/auth';
import { useJsonErrors } from './plugins/errors';
import { type Mailer, useMail } from './plugins/mail';
import { type RealtimeServer, useRealtime } from './plugins/realtime';
import { useSpa } from './plugins/spa';
import { useStrictBodyValidation } from './plugins/validation';
import { gamesRoutes } from './routes/games/gamesRoutes';
import { healthRoutes } from './routes/health/healthRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    appConfig: Config;
    publicConfig: PublicConfig;
    db: Database;
    io: RealtimeServer;
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
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole server without listening: main.ts listens, tests inject. */
export async function buildApp({ config, db, distDir, logger = false, mailer }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    return503OnClosing: true,
    ajv: { customOptions: { removeAdditional: true } },
  });
  app.decorate('appConfig', config);
  app.decorate('publicConfig', publicConfig(config));
  app.decorate('db', db);

  useStrictBodyValidation(app);
  useJsonErrors(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ['https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Only sent over https: a plain-http deployment must still load its own assets.
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'VERSUS API', version: '1.0.0', description: 'Tournaments, games, ratings, accounts, friends and chat.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());

  await useMail(app, mailer);
  await useAuth(app);

  await app.register(healthRoutes);
  await app.register(gamesRoutes);
  await useRealtime(app);
  await useSpa(app, { distDir: distDir ?? path.resolve(__dirname, '..', 'dist'), publicConfig: app.publicConfig });

  return app;
}
