import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

const HTTP_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_SECONDS_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * The metrics one app records as it runs. Each app has a registry of its own (tests build many
 * apps in one process, and two must never add to each other's counts).
 */
export interface AppMetrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status_code'>;
  httpSeconds: Histogram<'method' | 'route' | 'status_code'>;
  querySeconds: Histogram<'operation'>;
  mailDeliveries: Counter<'outcome'>;
}

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  // Process memory, CPU, handles, garbage collection and the event loop's delay (monitorEventLoopDelay).
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    }),
    httpSeconds: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving an HTTP request to sending its answer, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: HTTP_SECONDS_BUCKETS,
      registers,
    }),
    querySeconds: new Histogram({
      name: 'versus_db_query_duration_seconds',
      help: 'Time a database statement took, including the wait for a connection; a transaction counts as a whole',
      labelNames: ['operation'],
      buckets: QUERY_SECONDS_BUCKETS,
      registers,
    }),
    mailDeliveries: new Counter({
      name: 'versus_mail_deliveries_total',
      help: 'Outbox mails this process handed to the mail server (sent) or failed to (failed, retried later)',
      labelNames: ['outcome'],
      registers,
    }),
  };
}
