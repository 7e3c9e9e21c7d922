import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiKeysRepository } from './apiKeysRepository';
import { apiKeysRoutes } from './apiKeysRoutes';
import { bracketGuards } from './bracketAccess';
import { BracketDrawsRepository } from './bracketDrawsRepository';
import { BracketParticipantsRepository } from './bracketParticipantsRepository';
import { bracketPlayRoutes } from './bracketPlayRoutes';
import { BracketReadCache } from './bracketReadCache';
import { BracketReadsRepository } from './bracketReadsRepository';
import { answerBracketRefusals } from './bracketRefusals';
import { bracketAfterWrite } from './bracketRouteOptions';
import { registerBracketSocketEvents } from './bracketSocketEvents';
import { disputeRoutes } from './disputeRoutes';
import { DisputesRepository } from './disputesRepository';
import { exportRoutes } from './exportRoutes';
import { MatchReportsRepository } from './matchReportsRepository';
import { participantsRoutes } from './participantsRoutes';
import { WithdrawalsRepository } from './withdrawalsRepository';

/** The routes in a context of their own, so the guards' request decoration and the answers to refusals stay with them. */
async function guardedRoutes(app: FastifyInstance): Promise<void> {
  answerBracketRefusals(app);
  const guards = bracketGuards(app);
  registerBracketSocketEvents(app);

  const afterWrite = bracketAfterWrite(app);

  participantsRoutes(app, guards, afterWrite);
  disputeRoutes(app, guards, afterWrite);
  exportRoutes(app, guards);
  bracketPlayRoutes(app, guards, afterWrite);
  apiKeysRoutes(app, guards);
}

/**
 * Participants, brackets, match reports and the API keys the bot reports with; the socket side
 * (watch_tournament) lives here too.
 */
async function brackets(app: FastifyInstance): Promise<void> {
  app.decorate('bracketReadsRepository', new BracketReadsRepository(app.db));
  app.decorate('bracketParticipantsRepository', new BracketParticipantsRepository(app.db));
  app.decorate('bracketDrawsRepository', new BracketDrawsRepository(app.db));
  app.decorate('matchReportsRepository', new MatchReportsRepository(app.db));
  app.decorate('withdrawalsRepository', new WithdrawalsRepository(app.db));
  app.decorate('disputesRepository', new DisputesRepository(app.db));
  app.decorate('apiKeysRepository', new ApiKeysRepository(app.db));
  app.decorate('bracketReadCache', new BracketReadCache());
  // A tournament hidden again leaves the public reads here at once.
  app.tournamentEvents.onHidden((tournamentId) => app.bracketReadCache.forget(tournamentId));
  await app.register(guardedRoutes);
}

/** A bracket belongs to a tournament (tournaments: its list cache and its changes); keys' writes are rate limited (rate-limits). */
export const bracketsPlugin = fp(brackets, {
  name: 'brackets',
  dependencies: ['auth', 'rate-limits', 'realtime', 'tournaments'],
  decorators: { fastify: ['db'] },
});
