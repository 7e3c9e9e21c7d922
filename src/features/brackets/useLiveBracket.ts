import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { BracketUpdate } from '../../../common/contract/brackets';
import { baseApi } from '../../api/baseApi';
import { useAppDispatch } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { type AppSocket, getSocket, setSocketToken } from '../../realtime/socketClient';
import { applyUpdate, verdictFor } from './bracketUpdates';
import { bracketsApi } from './bracketsApi';

/** When each tournament's bracket was last left unwatched: a copy read before then may have missed updates. */
const unwatchedAt = new Map<string, number>();

const sameTournament = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * While mounted, the page watches the tournament (visitors too: the socket needs no account) and
 * patches its cached bracket with each bracket_updated. An update of the next version is applied
 * in place; a gap, a reconnection or a copy from an earlier visit makes it read the bracket once,
 * the updates that arrive meanwhile waiting for that read.
 */
export function useLiveBracket(tournamentId: string, enabled: boolean): void {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();

  useEffect(() => {
    if (!enabled) return;
    let mounted = true;
    let socket: AppSocket | null = null;
    let connections = 0;
    let rereading = false;
    let waiting: BracketUpdate[] = [];
    const held = () => bracketsApi.endpoints.getBracket.select(tournamentId)(store.getState());

    const reread = () => {
      if (rereading) return;
      rereading = true;
      const read = dispatch(bracketsApi.endpoints.getBracket.initiate(tournamentId, { subscribe: false, forceRefetch: true }));
      void read.finally(() => {
        rereading = false;
        const queued = waiting.sort((a, b) => a.version - b.version);
        waiting = [];
        if (mounted) for (const update of queued) receive(update);
      });
    };

    const receive = (update: BracketUpdate) => {
      if (!mounted || !sameTournament(update.tournamentId, tournamentId)) return;
      if (rereading) {
        waiting.push(update);
        return;
      }
      const entry = held();
      // The first read is still on its way: it answers with this change or later ones.
      if (!entry.data && entry.isLoading) return;
      const verdict = verdictFor(entry.data, update);
      if (verdict === 'reread') return reread();
      if (verdict === 'ignore' || !entry.data) return;
      const statusChanged = entry.data.status !== update.status;
      dispatch(bracketsApi.util.updateQueryData('getBracket', tournamentId, (draft) => applyUpdate(draft, update)));
      // A completed bracket decides the tournament's results and status (and a correction takes them back).
      if (statusChanged) dispatch(baseApi.util.invalidateTags([{ type: 'Tournament', id: tournamentId }]));
    };

    const watch = () => {
      connections += 1;
      socket?.emit('watch_tournament', { tournamentId }, () => undefined);
      const readAt = held().fulfilledTimeStamp;
      const stale = readAt !== undefined && readAt < (unwatchedAt.get(tournamentId) ?? 0);
      // After a reconnection the page may have missed updates; so may a copy kept from an earlier visit.
      if (connections > 1 || stale) reread();
    };

    const onDisconnect = (reason: string) => {
      // A log-out closes the shared connection; the bracket stays live for the visitor the user now is.
      if (reason !== 'io client disconnect') return;
      setTimeout(() => {
        if (!mounted || !socket || socket.active) return;
        setSocketToken(socket, store.getState().session.token);
        socket.connect();
      }, 0);
    };

    void getSocket().then((shared) => {
      if (!mounted) return;
      socket = shared;
      shared.on('bracket_updated', receive);
      shared.on('connect', watch);
      shared.on('disconnect', onDisconnect);
      if (shared.connected) watch();
      else if (!shared.active) {
        setSocketToken(shared, store.getState().session.token);
        shared.connect();
      }
    });

    return () => {
      mounted = false;
      unwatchedAt.set(tournamentId, Date.now());
      if (!socket) return;
      socket.off('bracket_updated', receive);
      socket.off('connect', watch);
      socket.off('disconnect', onDisconnect);
      if (socket.connected) socket.emit('unwatch_tournament', { tournamentId });
      // A visitor's connection served only this bracket.
      if (!store.getState().session.user) socket.disconnect();
    };
  }, [dispatch, store, tournamentId, enabled]);
}
