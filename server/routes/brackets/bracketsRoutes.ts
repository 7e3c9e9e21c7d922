import type { FastifyInstance } from 'fastify';
import { apiKeysRoutes } from './apiKeysRoutes';
import { bracketGuards } from './bracketAccess';
import { bracketRoutes } from './bracketRoutes';
import { registerBracketSocketEvents, tournamentRoom } from './bracketSocketEvents';
import type { AfterWrite } from './bracketRouteOptions';
import { participantsRoutes } from './participantsRoutes';

/**
 * Participants, brackets, match reports and the API keys the bot reports with; the socket side
 * (watch_tournament) lives here too.
 */
export async function bracketsRoutes(app: FastifyInstance): Promise<void> {
  const guards = bracketGuards(app);
  registerBracketSocketEvents(app);

  const afterWrite: AfterWrite = (tournamentId, write) => {
    app.bracketReadCache.forget(tournamentId);
    if (write?.tournamentChanged) app.tournamentListCache.clear();
    // Only after the commit, so a watcher never sees a change that did not happen; and after the
    // writer's answer has left (the handler returns before the next turn of the event loop), so
    // the reporter does not wait for thousands of watchers' writes.
    const update = write?.update;
    if (update) setImmediate(() => app.realtime.to(tournamentRoom(tournamentId)).emit('bracket_updated', update));
  };

  participantsRoutes(app, guards, afterWrite);
  bracketRoutes(app, guards, afterWrite);
  apiKeysRoutes(app, guards);
}
