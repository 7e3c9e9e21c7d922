import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { Server } from 'socket.io';
import type { BracketUpdate } from '../../../common/contract/brackets';
import { getSocket } from '../../../src/realtime/socketClient';
import { within } from '../../support/within';
import { server as msw } from '../mswServer';

/**
 * A real socket.io server on a free port, which becomes the page's own origin (see
 * test/client/jsdomEnvironment.cjs), standing in for ours on the realtime side: it answers
 * watch_tournament as ours does and lets a test send bracket_updated to the watchers.
 */
export interface LiveServer {
  /** Resolves once a socket watches the tournament (again, after a reconnection). */
  nextWatch: () => Promise<string>;
  watchers: (tournamentId: string) => Promise<number>;
  send: (update: BracketUpdate) => void;
  /** Sends bracket_updated and resolves once the page's socket has received it and the app has handled it. */
  deliver: (update: BracketUpdate) => Promise<void>;
  /** tournament_changed to the watchers: participants changed or the bracket started. */
  changed: (tournamentId: string) => void;
  /** The server ends every connection, as a restart does. */
  dropAll: () => void;
  /** How many connections the server has accepted since it started (reconnections included). */
  connections: () => number;
  close: () => Promise<void>;
}

/** What test/client/jsdomEnvironment.cjs adds to the page. */
declare const movePageTo: (url: string) => void;

export async function startLiveServer(): Promise<LiveServer> {
  const httpServer: HttpServer = createServer();
  const io = new Server(httpServer, { path: '/socket.io' });
  let waiting: ((tournamentId: string) => void)[] = [];
  let connections = 0;
  io.on('connection', (socket) => {
    connections += 1;
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
  await new Promise<void>((resolve) => httpServer.listen(0, 'localhost', resolve));
  movePageTo(`http://localhost:${(httpServer.address() as AddressInfo).port}/`);
  const send = (update: BracketUpdate) => void io.to(`tournament:${update.tournamentId}`).emit('bracket_updated', update);
  return {
    nextWatch: () => new Promise((resolve) => waiting.push(resolve)),
    watchers: async (tournamentId) => (await io.in(`tournament:${tournamentId}`).fetchSockets()).length,
    send,
    deliver: async (update) => {
      // The page's socket, the one the app made: the app's own listener came first, so it has run by then.
      const page = await getSocket();
      const handled = new Promise<void>((resolve) => {
        const listener = (arrived: BracketUpdate) => {
          if (arrived.tournamentId !== update.tournamentId || arrived.version !== update.version) return;
          page.off('bracket_updated', listener);
          resolve();
        };
        page.on('bracket_updated', listener);
      });
      send(update);
      await within(handled, `bracket_updated version ${update.version} reaching the page`);
    },
    changed: (tournamentId) => io.to(`tournament:${tournamentId}`).emit('tournament_changed', { tournamentId }),
    dropAll: () => io.disconnectSockets(true),
    connections: () => connections,
    close: () => new Promise((resolve) => void io.close(() => resolve())),
  };
}

/** The page's socket reaches the live server instead of the default refusal. */
export const letRealtimeThrough = () => msw.use(http.all('*/socket.io/*', () => passthrough()));
