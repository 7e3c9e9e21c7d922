import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_ORDER_QUANTITY, MAX_PENDING_ORDERS_PER_USER } from '../../../common/shop';
import { meetsRole, STAFF_ROLES } from '../../../common/roles';
import type { PlaceOrderResult } from './shopRepository';
import { expireUnpaidOrdersInBackground } from './unpaidOrderExpiry';
import {
  CreateItemBody,
  CreateOrderBody,
  IdParams,
  ItemListQuery,
  MyOrders,
  OrderListQuery,
  ShopItem,
  ShopItemList,
  ShopOrder,
  ShopOrderList,
  UpdateItemBody,
} from '../../../common/contract/shop';
import { callerOf, SIGN_IN_REQUIRED, staffTwoFactorRefusal } from '../../plugins/auth';
import { fieldMessage } from '../../plugins/validationMessages';
import { errorResponses } from '../../schemas/responses';

export const ORDERS_PER_MINUTE = 10;
const MY_ORDERS_LIMIT = 50;

const ITEM_NOT_FOUND = 'Shop item not found';
const ORDER_NOT_FOUND = 'Order not found';
export const PAYMENTS_NOT_OPEN = 'Payments are not open yet. You can browse the shop; ordering opens soon.';

function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

function orderRefusal(result: Exclude<PlaceOrderResult, { ok: true }>): { status: 404 | 409; msg: string } {
  switch (result.reason) {
    case 'item_not_found':
      return { status: 404, msg: ITEM_NOT_FOUND };
    case 'out_of_stock':
      return { status: 409, msg: 'This item is out of stock.' };
    case 'not_enough_stock':
      return { status: 409, msg: `Only ${result.available} left in stock: please order fewer.` };
    case 'too_many_pending':
      return {
        status: 409,
        msg: `You already have ${MAX_PENDING_ORDERS_PER_USER} unpaid orders. Pay or wait for them to be confirmed before ordering more.`,
      };
  }
}

export async function shopRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const shop = app.shopRepository;
  const adminOnly = app.requireRole('admin', 'master');
  expireUnpaidOrdersInBackground(app, shop);

  app.get(
    '/api/shop/items',
    {
      schema: {
        operationId: 'listShopItems',
        summary: 'List the shop items',
        description:
          'Items on sale, in the shop\'s order: name, description, image, price, currency and stock (0 = out of stock). ' +
          'includeInactive=true adds hidden items and needs an admin or master token.',
        tags: ['shop'],
        querystring: ItemListQuery,
        response: { 200: ShopItemList, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { includeInactive } = request.query;
      if (includeInactive) {
        if (!request.auth) return reply.status(401).send({ msg: request.authError ?? SIGN_IN_REQUIRED });
        if (!meetsRole(request.auth, STAFF_ROLES)) return reply.status(403).send({ msg: 'This needs the role admin or master.' });
        const refusal = staffTwoFactorRefusal(app, request.auth);
        if (refusal) return reply.status(403).send(refusal);
      }
      return shop.listItems({ includeInactive });
    },
  );

  app.post(
    '/api/shop/items',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'createShopItem',
        summary: 'Add a shop item (admin or master)',
        description:
          'Creates an item. price is zero or more with at most two decimals; stock is a whole number, zero or more; ' +
          'currency defaults to USDT; image is an /images path or an https URL.',
        tags: ['shop', 'admin'],
        security: [{ bearer: [] }],
        body: CreateItemBody,
        response: { 201: ShopItem, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      if (!hasAtMostTwoDecimals(request.body.price)) return reply.status(400).send({ msg: fieldMessage('body.price', 'must have at most two decimals') });
      return reply.status(201).send(await shop.createItem(request.body));
    },
  );

  app.patch(
    '/api/shop/items/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'updateShopItem',
        summary: 'Change a shop item (admin or master)',
        description: 'Changes the given fields (same rules as creating); active=false hides the item from the shop.',
        tags: ['shop', 'admin'],
        security: [{ bearer: [] }],
        params: IdParams,
        body: UpdateItemBody,
        response: { 200: ShopItem, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { price } = request.body;
      if (price !== undefined && !hasAtMostTwoDecimals(price)) return reply.status(400).send({ msg: fieldMessage('body.price', 'must have at most two decimals') });
      const item = await shop.updateItem(request.params.id, request.body);
      if (!item) return reply.status(404).send({ msg: ITEM_NOT_FOUND });
      return item;
    },
  );

  app.post(
    '/api/shop/orders',
    {
      onRequest: app.requireUser,
      config: {
        rateLimit: {
          max: ORDERS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => (request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`),
        },
      },
      schema: {
        operationId: 'createShopOrder',
        summary: 'Order a shop item, paid by a crypto transfer',
        description:
          `Reserves quantity (1–${MAX_ORDER_QUANTITY}) of the item and records a pending order. The answer carries the wallet ` +
          'to pay to, the exact amount and currency, and the payment reference to put in the transfer memo; the order stays ' +
          'pending until an admin confirms the payment. 404 for an unknown or hidden item; 409 when out of stock, when ' +
          `the caller already has ${MAX_PENDING_ORDERS_PER_USER} pending orders, or when payments are not open (no wallet configured).`,
        tags: ['shop'],
        security: [{ bearer: [] }],
        body: CreateOrderBody,
        response: { 201: ShopOrder, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const walletAddress = app.appConfig.cryptoWallet;
      if (!walletAddress) return reply.status(409).send({ msg: PAYMENTS_NOT_OPEN });
      const result = await shop.placeOrder({ userId: callerOf(request).userId, ...request.body, walletAddress });
      if (!result.ok) {
        const { status, msg } = orderRefusal(result);
        return reply.status(status).send({ msg });
      }
      return reply.status(201).send(result.order);
    },
  );

  app.get(
    '/api/shop/orders/mine',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'listMyShopOrders',
        summary: 'The caller\'s shop orders',
        description: `The caller's ${MY_ORDERS_LIMIT} most recent orders, newest first, with their payment details and status.`,
        tags: ['shop'],
        security: [{ bearer: [] }],
        response: { 200: MyOrders, ...errorResponses(401) },
      },
    },
    async (request) => shop.listOrdersOf(callerOf(request).userId, MY_ORDERS_LIMIT),
  );

  app.get(
    '/api/shop/orders',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'listShopOrders',
        summary: 'All shop orders (admin or master)',
        description: 'Newest first, optionally only one status, paged with limit and skip; total counts every match.',
        tags: ['shop', 'admin'],
        security: [{ bearer: [] }],
        querystring: OrderListQuery,
        response: { 200: ShopOrderList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => shop.listOrders(request.query),
  );

  app.post(
    '/api/shop/orders/:id/confirm',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'confirmShopOrder',
        summary: 'Confirm that an order was paid (admin or master)',
        description:
          'After checking that the transfer with the order\'s payment reference arrived in the wallet, marks the pending ' +
          'order confirmed. 409 when it is not pending any more.',
        tags: ['shop', 'admin'],
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: ShopOrder, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await shop.confirmOrder(request.params.id, callerOf(request).userId);
      if (result.ok) return result.order;
      if (result.reason === 'not_found') return reply.status(404).send({ msg: ORDER_NOT_FOUND });
      return reply.status(409).send({ msg: 'Only a pending order can be confirmed.' });
    },
  );

  app.post(
    '/api/shop/orders/:id/cancel',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'cancelShopOrder',
        summary: 'Cancel an unpaid order (admin or master)',
        description: 'Cancels a pending order (for example one never paid) and returns its reserved stock to the item. 409 when not pending.',
        tags: ['shop', 'admin'],
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: ShopOrder, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await shop.cancelOrder(request.params.id);
      if (result.ok) return result.order;
      if (result.reason === 'not_found') return reply.status(404).send({ msg: ORDER_NOT_FOUND });
      return reply.status(409).send({ msg: 'Only a pending order can be cancelled.' });
    },
  );
}
