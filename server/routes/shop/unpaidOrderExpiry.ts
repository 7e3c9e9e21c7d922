import type { FastifyInstance } from 'fastify';
import { type ShopRepository, UNPAID_ORDER_LIFETIME_MS } from './shopRepository';

/** How often a process looks for unpaid orders past their lifetime. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Expires unpaid orders in the background (at start, then every ten minutes), so their reserved
 * stock shows as for sale again without waiting for the next order. A failed sweep is logged and
 * tried again at the next one.
 */
export function expireUnpaidOrdersInBackground(app: FastifyInstance, shop: ShopRepository): void {
  const sweep = () =>
    shop
      .expireUnpaidOrders(UNPAID_ORDER_LIFETIME_MS)
      .then((expired) => {
        if (expired > 0) app.log.info({ expired }, 'unpaid shop orders expired');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'expiring unpaid shop orders failed'));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    running = sweep();
    timer = setInterval(() => {
      running = sweep();
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
