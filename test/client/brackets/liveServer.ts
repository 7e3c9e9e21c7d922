import { createServer, type Server as HttpServer } from 'node:http';
import { http, passthrough } from 'msw';
import { Server } from 'socket.io';
import type { BracketUpdate } from '../../../common/contract/brackets';
import { server as msw } from '../mswServer';

/**
 * A real socket.io server on the page's own origin (the test file sets jsdom's URL to it), standing
 * in for ours on the realtime side: it answers watch_tournament as ours does and lets a test send
 * bracket_updated to the watchers.
 */
export interface LiveServer {
  /** Resolves once a socket watches the tournament (again, after a reconnection). */
  nextWatch: () => Promise<string>;
  watchers: (tournamentId: string) => Promise<number>;
  send: (update: BracketUpdate) => void;
  /** tournament_changed to the watchers: participants changed or the bracket started. */
  changed: (tournamentId: string) => void;
  /** The server ends every connection, as a restart does. */
  dropAll: () => void;
  close: () => Promise<void>;
}

export async function startLiveServer(port: number): Promise<LiveServer> {
  const httpServer: HttpServer = createServer();
  const io = new Server(httpServer, { path: '/socket.io' });
  let waiting: ((tournamentId: string) => void)[] = [];
  io.on('connection', (socket) => {
    socket.on('watch_tournament', (payload: { tournamentId: string }, ack?: (result: { ok: true }) => void) => {
      void Promise.resolve(socket.join(`tournament:${payload.tournamentId}`)).then(() => {
        ack?.({ ok: true });
        const resolvers = waiting;
        waiting = [];
        for (const resolve of resolvers) resolve(payload.tournamentId);
      });
    });
    socket.on('unwatch_tournament', (payload: { tournamentId: string }) => void socket.leave(`tournament:${payload.tournamentId}`));
  });
  await new Promise<void>((resolve) => httpServer.listen(port, 'localhost', resolve));
  return {
    nextWatch: () => new Promise((resolve) => waiting.push(resolve)),
    watchers: async (tournamentId) => (await io.in(`tournament:${tournamentId}`).fetchSockets()).length,
    send: (update) => io.to(`tournament:${update.tournamentId}`).emit('bracket_updated', update),
    changed: (tournamentId) => io.to(`tournament:${tournamentId}`).emit('tournament_changed', { tournamentId }),
    dropAll: () => io.disconnectSockets(true),
    close: () => new Promise((resolve) => void io.close(() => resolve())),
  };
}

/** The page's socket reaches the live server instead of the default refusal. */
export const letRealtimeThrough = () => msw.use(http.all('*/socket.io/*', () => passthrough()));
