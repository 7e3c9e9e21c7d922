import fp from 'fastify-plugin';
import { healthRoutes } from './healthRoutes';

/** Its routes answer from the app's own settings and database, which need no other plugin. */
export const healthPlugin = fp(healthRoutes, { name: 'health', encapsulate: true, decorators: { fastify: ['db', 'publicConfig'] } });
