import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SharedRateCounter } from './sharedRateCounter';

declare module 'fastify' {
  interface FastifyInstance {
    /** The counter behind every rate limit, for limits outside HTTP routes (socket events). */
    rateCounter: SharedRateCounter;
  }
}

/** The key a route's limit counts under: the route, then the caller its keyGenerator names. */
export function routeLimitKey(method: string, url: string, callerKey: string): string {
  return `${method} ${url} ${callerKey}`;
}

function waitingTime(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests. Please wait ${waitingTime(Math.max(1, retryAfterSeconds))} and try again.`;
}

/** What the plugin passes a store: the limit's merged options, with the route under routeInfo (its typings say otherwise). */
interface StoreParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store interface over the shared counter: one namespace per route. */
function sharedStore(counter: SharedRateCounter) {
  return class SharedStore {
    private readonly namespace: { method: string; url: string } | null;

    constructor(params: object = {}) {
      const { method, url } = (params as StoreParams).routeInfo ?? {};
      this.namespace = url ? { method: [method].flat().join(','), url } : null;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      // Limits made with createRateLimit have no route: their keyGenerator names them.
      const limitKey = this.namespace ? routeLimitKey(this.namespace.method, this.namespace.url, key) : key;
      counter.hit(limitKey, timeWindow).then(
        ({ hits, resetInMs }) => callback(null, { current: hits, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(params: object): SharedStore {
      return new SharedStore(params);
    }
  };
}

export interface RateLimitOptions {
  /**
   * Lets every HTTP request through uncounted, for a test server that sends thousands of requests
   * per route (the fuzz test) and wants them to reach the handlers. Refused unless NODE_ENV is test,
   * so no deployment can run without limits by a stray setting. Sends over the socket still count.
   */
  lifted?: boolean;
}

/**
 * Registers @fastify/rate-limit (no global limit: each route declares its own) with the counts kept
 * in the database, and answers 429 with `{ msg }` and a Retry-After header.
 */
async function rateLimits(app: FastifyInstance, { lifted = false }: RateLimitOptions): Promise<void> {
  if (lifted && app.appConfig.nodeEnv !== 'test') {
    throw new Error(`Rate limits can only be lifted when NODE_ENV is test (it is ${app.appConfig.nodeEnv})`);
  }
  const counter = new SharedRateCounter(app.db);
  app.decorate('rateCounter', counter);
  await app.register(rateLimit, {
    global: false,
    // The allow list is merged into every route's limit and every createRateLimit, so one switch lifts them all.
    allowList: lifted ? () => true : undefined,
    store: sharedStore(counter),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(tooManyRequestsMessage(Math.ceil(context.ttl / 1000))), { statusCode: context.statusCode }),
  });
}

export const rateLimitsPlugin = fp(rateLimits, { name: 'rate-limits', decorators: { fastify: ['appConfig', 'db'] } });
