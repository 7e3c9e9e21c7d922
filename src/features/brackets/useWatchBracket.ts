import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { bracketUnwatched, bracketWatched } from '../../lib/bracketWatch';

/** While mounted, the bracket's updates arrive and patch the cached copy (see bracketsSocket.ts). */
export function useWatchBracket(tournamentId: string, enabled: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled) return;
    dispatch(bracketWatched(tournamentId));
    return () => {
      dispatch(bracketUnwatched(tournamentId));
    };
  }, [dispatch, tournamentId, enabled]);
}
