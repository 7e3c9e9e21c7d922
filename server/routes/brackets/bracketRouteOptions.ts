import type { FastifyInstance } from 'fastify';
import { tournamentRoom } from '../../realtime/rooms';
import type { bracketGuards } from './bracketAccess';
import type { BracketWrite } from './bracketChanges';

/** What every bracket route does after a stored change: fresh reads here, and one update to the watchers. */
export type AfterWrite = (tournamentId: string, write?: Pick<BracketWrite, 'update' | 'tournamentChanged'>) => void;

export type BracketGuards = ReturnType<typeof bracketGuards>;

/** Where an API key is accepted as well as an admin's or master's login. */
export const STAFF_OR_KEY: Array<Record<string, string[]>> = [{ bearer: [] }, { apiKey: [] }];

/** Written to the audit log by the handler itself, with the person or key that made the change. */
export const AUDITED = { auditedByHandler: true };

/** The AfterWrite of the routes that change a tournament's participants or bracket (brackets, registrations). */
export function bracketAfterWrite(app: FastifyInstance): AfterWrite {
  return (tournamentId, write) => {
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
}
