import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tournamentRoom } from '../../realtime/rooms';
import { ApiKeysRepository } from './apiKeysRepository';
import { apiKeysRoutes } from './apiKeysRoutes';
import { bracketGuards } from './bracketAccess';
import { BracketDrawsRepository } from './bracketDrawsRepository';
import { BracketParticipantsRepository } from './bracketParticipantsRepository';
import { bracketPlayRoutes } from './bracketPlayRoutes';
import { BracketReadCache } from './bracketReadCache';
import { BracketReadsRepository } from './bracketReadsRepository';
import { answerBracketRefusals } from './bracketRefusals';
import type { AfterWrite } from './bracketRouteOptions';
import { registerBracketSocketEvents } from './bracketSocketEvents';
import { disputeRoutes } from './disputeRoutes';
import { DisputesRepository } from './disputesRepository';
import { exportRoutes } from './exportRoutes';
import { MatchReportsRepository } from './matchReportsRepository';
import { participantsRoutes } from './participantsRoutes';
import { registrationRoutes } from './registrationRoutes';
import { RegistrationsRepository } from './registrationsRepository';
import { WithdrawalsRepository } from './withdrawalsRepository';

/** The routes in a context of their own, so the guards' request decoration and the answers to refusals stay with them. */
async function guardedRoutes(app: FastifyInstance): Promise<void> {
  answerBracketRefusals(app);
  const guards = bracketGuards(app);
  registerBracketSocketEvents(app);

  const afterWrite: AfterWrite = (tournamentId, write) => {
    app.bracketReadCache.forget(tournamentId);
    if (write?.tournamentChanged) app.tournamentListCache.clear();
    // Only after the commit, so a watcher never sees a change that did not happen; and after the
    // writer's answer has left (the handler returns before the next turn of the event loop), so
    // the reporter does not wait for thousands of watchers' writes.
    const update = write?.update;
    const watchers = () => app.realtime.to(tournamentRoom(tournamentId));
    if (update) setImmediate(() => watchers().emit('bracket_updated', update));
    // Participants changed (no write detail) or the bracket started: open pages read them again. A
    // report sent again changes nothing and announces nothing.
    else if (!write || write.tournamentChanged) setImmediate(() => watchers().emit('tournament_changed', { tournamentId }));
  };

  participantsRoutes(app, guards, afterWrite);
  registrationRoutes(app, guards, afterWrite);
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
  app.decorate('registrationsRepository', new RegistrationsRepository(app.db));
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
