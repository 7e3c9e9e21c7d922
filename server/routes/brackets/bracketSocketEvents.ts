import type { FastifyInstance } from 'fastify';
import { isStoredId } from '../../../common/ids';
import type { Ack } from '../../../common/contract/socketEvents';
import { eventAllowance, SOCKET_EVENT_WINDOW_MS } from '../../realtime/eventAllowance';
import type { RealtimeSocket } from '../../realtime/realtimeApi';
import { tournamentRoom } from '../../realtime/rooms';
import { draftReadersAmong } from '../tournaments/draftReaders';

/** A page watches one or two tournaments; the bound keeps a script from filling a socket with rooms. */
const MAX_WATCHED_PER_SOCKET = 20;
const WATCHES_PER_WINDOW = 30;
/** A draft and a missing tournament get the same answer, so a visitor cannot tell that a draft exists. */
const NOT_WATCHABLE = 'Tournament not found';
const UNAVAILABLE = 'Service temporarily unavailable. Please try again.';

/**
 * watch_tournament and unwatch_tournament, for every socket, visitors' included: a published
 * tournament's bracket is public, so watching it needs no account. A DRAFT is watched only by the
 * socket of an account that reads drafts (see seesDrafts). A page that reconnects sends
 * watch_tournament again and reads the bracket once, to catch up with what it missed while away.
 */
export function registerBracketSocketEvents(app: FastifyInstance): void {
  const reads = app.bracketReadsRepository;

  async function mayWatch(socket: RealtimeSocket, tournamentId: string): Promise<boolean> {
    if (await reads.tournamentExists(tournamentId, { includeDrafts: false })) return true;
    const { userId } = socket.data;
    if (userId === null || !(await draftReadersAmong(app, [userId])).has(userId)) return false;
    return reads.tournamentExists(tournamentId);
  }

  app.realtime.onAnySocket((socket) => {
    const allowance = eventAllowance(WATCHES_PER_WINDOW, SOCKET_EVENT_WINDOW_MS);
    const watched = new Set<string>();

    async function watch(tournamentId: string): Promise<Ack> {
      const room = tournamentRoom(tournamentId);
      if (!(await mayWatch(socket, tournamentId))) return { ok: false, msg: NOT_WATCHABLE };
      watched.add(room);
      await socket.join(room);
      // Asked again once in the room: a tournament that turned DRAFT while the first answer was on
      // its way has already sent its watchers away, and this one must not slip in after them.
      if (await mayWatch(socket, tournamentId)) return { ok: true };
      watched.delete(room);
      await socket.leave(room);
      return { ok: false, msg: NOT_WATCHABLE };
    }

    socket.on('watch_tournament', (payload: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (result: Ack) => void) : () => undefined;
      const tournamentId = (payload as { tournamentId?: unknown } | null)?.tournamentId;
      if (!allowance()) return reply({ ok: false, msg: 'Too many requests. Please wait a moment.' });
      if (!isStoredId(tournamentId)) return reply({ ok: false, msg: 'tournamentId must be a tournament id' });
      const room = tournamentRoom(tournamentId);
      if (!watched.has(room) && watched.size >= MAX_WATCHED_PER_SOCKET) {
        return reply({ ok: false, msg: `A page can watch at most ${MAX_WATCHED_PER_SOCKET} tournaments at once.` });
      }
      watch(tournamentId.toLowerCase()).then(reply, (error: unknown) => {
        app.log.warn({ err: error, tournamentId }, 'watch_tournament failed');
        reply({ ok: false, msg: UNAVAILABLE });
      });
    });

    socket.on('unwatch_tournament', (payload: unknown) => {
      const tournamentId = (payload as { tournamentId?: unknown } | null)?.tournamentId;
      if (!isStoredId(tournamentId)) return;
      const room = tournamentRoom(tournamentId);
      watched.delete(room);
      void socket.leave(room);
    });
  });
}
