import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MessageResponse } from '../../../common/contract/errors';
import { JoinWhitelistBody, MyWhitelistEntry, WhitelistEntry, WhitelistStats } from '../../../common/contract/whitelist';
import { checkWalletAddress } from './walletAddress';
import { callerOf } from '../../plugins/auth';
import { fieldMessage } from '../../plugins/validationMessages';
import { errorResponses } from '../../schemas/responses';

export const WHITELIST_WRITES_PER_MINUTE = 10;


export async function whitelistRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const whitelist = app.whitelistRepository;

  app.post(
    '/api/whitelist',
    {
      onRequest: app.requireUser,
      config: {
        rateLimit: {
          max: WHITELIST_WRITES_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => (request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`),
        },
      },
      schema: {
        operationId: 'joinTokenWhitelist',
        summary: 'Join the VERSUS token airdrop whitelist',
        description:
          'Registers the caller\'s wallet for the airdrop. EVM addresses must be 0x plus 40 hex digits, all lower case or ' +
          'with a valid EIP-55 checksum; Solana addresses must be base58 public keys (32 bytes). 409 when the account ' +
          'has already joined. Joining proves nothing about the wallet, so it never depends on other accounts: a wallet ' +
          'another account named is accepted as an entry of its own, and no answer tells that it was.',
        tags: ['whitelist'],
        security: [{ bearer: [] }],
        body: JoinWhitelistBody,
        response: { 201: WhitelistEntry, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const { chain } = request.body;
      const check = checkWalletAddress(chain, request.body.walletAddress.trim());
      if (!check.ok) return reply.status(400).send({ msg: fieldMessage('body.walletAddress', check.problem) });
      const result = await whitelist.join(callerOf(request).userId, chain, check.normalized);
      if (result.ok) return reply.status(201).send(result.entry);
      return reply.status(409).send({ msg: 'You are already on the whitelist.' });
    },
  );

  app.get(
    '/api/whitelist/me',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'getMyWhitelistEntry',
        summary: 'Whether the caller is on the token whitelist',
        description: 'joined, and the registered wallet when joined.',
        tags: ['whitelist'],
        security: [{ bearer: [] }],
        response: { 200: MyWhitelistEntry, ...errorResponses(401) },
      },
    },
    async (request) => {
      const entry = await whitelist.entryOf(callerOf(request).userId);
      return { joined: entry !== null, entry };
    },
  );

  app.delete(
    '/api/whitelist/me',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'leaveTokenWhitelist',
        summary: 'Leave the token whitelist',
        description: 'Removes the caller\'s wallet from the whitelist; they may join again later. 404 when not on it.',
        tags: ['whitelist'],
        security: [{ bearer: [] }],
        response: { 200: MessageResponse, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      if (!(await whitelist.leave(callerOf(request).userId))) return reply.status(404).send({ msg: 'You are not on the whitelist.' });
      return { msg: 'Your wallet was removed from the whitelist.' };
    },
  );

  app.get(
    '/api/whitelist/stats',
    {
      schema: {
        operationId: 'getWhitelistStats',
        summary: 'How many wallets are on the token whitelist',
        description: 'Public count of whitelist entries, shown on the token page.',
        tags: ['whitelist'],
        response: { 200: WhitelistStats },
      },
    },
    async () => ({ count: await whitelist.count() }),
  );
}
