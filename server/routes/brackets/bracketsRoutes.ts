import type { FastifyInstance } from 'fastify';
import { apiKeysRoutes } from './apiKeysRoutes';
import { bracketGuards } from './bracketAccess';
import { bracketRoutes } from './bracketRoutes';
import { tournamentRoom } from '../../realtime/rooms';
import { registerBracketSocketEvents } from './bracketSocketEvents';
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
    const watchers = () => app.realtime.to(tournamentRoom(tournamentId));
    if (update) setImmediate(() => watchers().emit('bracket_updated', update));
    // Participants changed (no write detail) or the bracket started: open pages read them again. A
    // report sent again changes nothing and announces nothing.
    else if (!write || write.tournamentChanged) setImmediate(() => watchers().emit('tournament_changed', { tournamentId }));
  };

  participantsRoutes(app, guards, afterWrite);
  bracketRoutes(app, guards, afterWrite);
  apiKeysRoutes(app, guards);
}
