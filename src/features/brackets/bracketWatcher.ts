import type { BracketUpdate } from '../../../common/contract/brackets';
import type { AppSocket } from '../../realtime/socketClient';
import { bracketReadAt, bracketUpdateArrived, type BracketsDispatch, rereadBracket, tournamentChanged } from './bracketsApi';

/** The tournaments the open pages watch, and what the socket does for them. */
export interface BracketWatcher {
  /** A page shows the bracket: watch it (if connected now; otherwise on connect). */
  watch: (socket: AppSocket, tournamentId: string) => void;
  unwatch: (socket: AppSocket, tournamentId: string) => void;
  /** The socket (re)connected: watch everything again; after a reconnection, read again what may have been missed. */
  connected: (socket: AppSocket, reconnection: boolean) => void;
  received: (update: BracketUpdate) => void;
  /** A watched tournament's participants changed or its bracket started. */
  changed: (tournamentId: string) => void;
  watching: () => boolean;
}

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Keeps watched brackets in step with the server. One bracket_updated is one cache patch; a
 * version gap triggers one read, and the updates that arrive during it wait for it and are then
 * applied or dropped by version, so a burst of updates never becomes a burst of reads.
 */
export function bracketWatcher(dispatch: BracketsDispatch): BracketWatcher {
  /** Tournament id (as the page caches it) → how many mounted sections show it. */
  const watched = new Map<string, number>();
  /** Tournaments being read again → the updates that arrived meanwhile. */
  const rereading = new Map<string, BracketUpdate[]>();
  /** When each tournament was last left unwatched: a copy read before then may be out of date. */
  const unwatchedAt = new Map<string, number>();

  const reread = (tournamentId: string) => {
    if (rereading.has(tournamentId)) return;
    rereading.set(tournamentId, []);
    void dispatch(rereadBracket(tournamentId)).finally(() => {
      const waiting = (rereading.get(tournamentId) ?? []).sort((a, b) => a.version - b.version);
      rereading.delete(tournamentId);
      for (const update of waiting) apply(tournamentId, update);
    });
  };

  const apply = (tournamentId: string, update: BracketUpdate) => {
    const queue = rereading.get(tournamentId);
    if (queue) {
      queue.push(update);
      return;
    }
    if (dispatch(bracketUpdateArrived(tournamentId, update)) === 'reread') reread(tournamentId);
  };

  const emitWatch = (socket: AppSocket, tournamentId: string) => socket.emit('watch_tournament', { tournamentId }, () => undefined);

  return {
    watch(socket, tournamentId) {
      const count = watched.get(tournamentId) ?? 0;
      watched.set(tournamentId, count + 1);
      if (count > 0 || !socket.connected) return;
      emitWatch(socket, tournamentId);
      const readAt = dispatch(bracketReadAt(tournamentId));
      if (readAt !== undefined && readAt < (unwatchedAt.get(tournamentId) ?? 0)) reread(tournamentId);
    },
    unwatch(socket, tournamentId) {
      const count = (watched.get(tournamentId) ?? 0) - 1;
      if (count > 0) {
        watched.set(tournamentId, count);
        return;
      }
      watched.delete(tournamentId);
      unwatchedAt.set(tournamentId, Date.now());
      if (socket.connected) socket.emit('unwatch_tournament', { tournamentId });
    },
    connected(socket, reconnection) {
      for (const tournamentId of watched.keys()) {
        emitWatch(socket, tournamentId);
        const readAt = dispatch(bracketReadAt(tournamentId));
        // A page without a bracket yet asks whether it started meanwhile, instead of reading a bracket that may not exist.
        if (readAt === undefined) {
          if (reconnection) dispatch(tournamentChanged(tournamentId));
        } else if (reconnection || readAt < (unwatchedAt.get(tournamentId) ?? 0)) reread(tournamentId);
      }
    },
    received(update) {
      for (const tournamentId of watched.keys()) if (sameId(tournamentId, update.tournamentId)) apply(tournamentId, update);
    },
    changed(changedId) {
      for (const tournamentId of watched.keys()) if (sameId(tournamentId, changedId)) dispatch(tournamentChanged(tournamentId));
    },
    watching: () => watched.size > 0,
  };
}
