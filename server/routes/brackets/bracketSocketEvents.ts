import type { FastifyInstance } from 'fastify';
import { isStoredId } from '../../../common/ids';
import type { Ack } from '../../../common/contract/socketEvents';
import { eventAllowance, SOCKET_EVENT_WINDOW_MS } from '../../realtime/eventAllowance';
import { tournamentRoom } from '../../realtime/rooms';

/** A page watches one or two tournaments; the bound keeps a script from filling a socket with rooms. */
const MAX_WATCHED_PER_SOCKET = 20;
const WATCHES_PER_WINDOW = 30;

/**
 * watch_tournament and unwatch_tournament, for every socket, visitors' included: the bracket is
 * public, so watching needs no account. A page that reconnects sends watch_tournament again and
 * reads the bracket once, to catch up with what it missed while away.
 */
export function registerBracketSocketEvents(app: FastifyInstance): void {
  app.realtime.onAnySocket((socket) => {
    const mayWatch = eventAllowance(WATCHES_PER_WINDOW, SOCKET_EVENT_WINDOW_MS);
    const watched = new Set<string>();

    socket.on('watch_tournament', (payload: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (result: Ack) => void) : () => undefined;
      const tournamentId = (payload as { tournamentId?: unknown } | null)?.tournamentId;
      if (!mayWatch()) return reply({ ok: false, msg: 'Too many requests. Please wait a moment.' });
      if (!isStoredId(tournamentId)) return reply({ ok: false, msg: 'tournamentId must be a tournament id' });
      const room = tournamentRoom(tournamentId);
      if (!watched.has(room) && watched.size >= MAX_WATCHED_PER_SOCKET) {
        return reply({ ok: false, msg: `A page can watch at most ${MAX_WATCHED_PER_SOCKET} tournaments at once.` });
      }
      watched.add(room);
      void Promise.resolve(socket.join(room)).then(() => reply({ ok: true }));
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
