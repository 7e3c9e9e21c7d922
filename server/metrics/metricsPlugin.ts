import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import type { AppMetrics } from './appMetrics';
import { metricsRoute } from './metricsRoute';

/** A request that matched no route is counted under one label, never under its raw URL. */
const UNMATCHED_ROUTE = '(unmatched)';

function countRequests(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // The route's pattern (/api/games/:key), so ids in URLs never become labels of their own.
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpSeconds.observe(labels, reply.elapsedTime / 1000);
  });
}

/** Values read when the scraper asks: sockets, presence, the mail outbox and the database pool. */
function readAtScrape(app: FastifyInstance, metrics: AppMetrics): void {
  const registers = [metrics.registry];
  const warn = (what: string) => (error: unknown) => app.log.warn({ err: error }, `metrics: reading ${what} failed`);
  new Gauge({
    name: 'versus_realtime_sockets',
    help: 'socket.io connections open on this process',
    registers,
    collect() {
      this.set(app.realtime.connectedSockets());
    },
  });
  new Gauge({
    name: 'versus_online_users',
    help: 'Users with at least one connected socket, on every process that shares presence',
    registers,
    async collect() {
      await app.presence.countOnline().then((count) => this.set(count), warn('presence'));
    },
  });
  new Gauge({
    name: 'versus_mail_outbox_messages',
    help: 'Unsent mails in the outbox: queued (never tried), retrying (failed, tried again later), failed (gave up)',
    labelNames: ['state'],
    registers,
    async collect() {
      await app.notificationSender.outboxStates().then((states) => {
        for (const [state, count] of Object.entries(states)) this.set({ state }, count);
      }, warn('the mail outbox'));
    },
  });
  const { poolStats } = app.db;
  if (poolStats) {
    new Gauge({
      name: 'versus_db_pool_connections',
      help: 'PostgreSQL pool: connections open (total), idle, and queries waiting for one (waiting)',
      labelNames: ['state'],
      registers,
      collect() {
        for (const [state, count] of Object.entries(poolStats())) this.set({ state }, count);
      },
    });
  }
}

/**
 * Serves and records what GET /metrics shows, when METRICS_TOKEN is set (buildApp makes app.metrics
 * and times app.db). Its hook is the app's, so it sees the routes of every feature.
 */
async function recordMetrics(app: FastifyInstance): Promise<void> {
  const { metrics } = app;
  metricsRoute(app, metrics, app.appConfig.metricsToken);
  if (!metrics) return;
  countRequests(app, metrics);
  readAtScrape(app, metrics);
}

/** Reads sockets and presence (realtime) and the mail outbox (notification-sender) when scraped. */
export const metricsPlugin = fp(recordMetrics, {
  name: 'metrics',
  dependencies: ['realtime', 'notification-sender'],
  decorators: { fastify: ['appConfig', 'db', 'metrics'] },
});
