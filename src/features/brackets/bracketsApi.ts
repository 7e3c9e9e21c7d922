import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Bracket, BracketUpdate, ParticipantList } from '../../../common/contract/brackets';
import { baseApi, LIST_CACHE_SECONDS } from '../../api/baseApi';
import { applyUpdate, standingsAfter, type UpdateVerdict, verdictFor } from './bracketUpdates';

/**
 * A bracket is kept fresh by bracket_updated only while a page watches it; once no page shows it,
 * nothing tells the cache about new scores, so an unused copy is dropped quickly.
 */
const BRACKET_CACHE_SECONDS = 15;

export const bracketsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getTournamentParticipants: builder.query<ParticipantList['participants'], string>({
      query: (tournamentId) => `tournaments/${encodeURIComponent(tournamentId)}/participants`,
      transformResponse: (response: ParticipantList) => response.participants,
      // The list changes only before the bracket starts (admins add or remove participants).
      keepUnusedDataFor: LIST_CACHE_SECONDS,
      providesTags: (_result, _error, tournamentId) => [{ type: 'Participants', id: tournamentId }],
    }),
    getTournamentBracket: builder.query<Bracket, string>({
      query: (tournamentId) => `tournaments/${encodeURIComponent(tournamentId)}/bracket`,
      keepUnusedDataFor: BRACKET_CACHE_SECONDS,
      providesTags: (_result, _error, tournamentId) => [{ type: 'Bracket', id: tournamentId }],
    }),
  }),
});

export const { useGetTournamentParticipantsQuery, useGetTournamentBracketQuery } = bracketsApi;

/**
 * The store's state as these thunks read it: the RTK Query cache. Named here rather than taken from
 * app/store, which loads the socket handlers that use these thunks: no loop back to the store.
 */
export type BracketsState = Parameters<ReturnType<typeof bracketsApi.endpoints.getTournamentBracket.select>>[0];
type BracketThunk<T> = ThunkAction<T, BracketsState, unknown, UnknownAction>;
/** A dispatch that runs these thunks. */
export type BracketsDispatch = ThunkDispatch<BracketsState, unknown, UnknownAction>;

/** When the cached bracket (cached under `tournamentId`) was read; undefined when there is none. */
export const bracketReadAt =
  (tournamentId: string): BracketThunk<number | undefined> =>
  (_dispatch, getState) =>
    bracketsApi.endpoints.getTournamentBracket.select(tournamentId)(getState()).fulfilledTimeStamp;

/**
 * A bracket_updated for the bracket cached under `tournamentId`: the next version is applied in
 * place ('apply'); an older one changes nothing ('ignore'); after a gap, with no copy to patch, or
 * with standings that do not fit the copy, the caller reads the bracket again ('reread'). A change
 * of status (completed, or reopened by a correction) also refreshes the tournament, whose results
 * and status the bracket decides.
 */
export const bracketUpdateArrived =
  (tournamentId: string, update: BracketUpdate): BracketThunk<UpdateVerdict> =>
  (dispatch, getState) => {
    const entry = bracketsApi.endpoints.getTournamentBracket.select(tournamentId)(getState());
    // The first read is still on its way: it answers with this change or a later one.
    if (!entry.data && entry.isLoading) return 'ignore';
    const verdict = verdictFor(entry.data, update);
    if (verdict !== 'apply' || !entry.data) return verdict;
    const standings = standingsAfter(entry.data.standings, update);
    if (!standings) return 'reread';
    const statusChanged = entry.data.status !== update.status;
    dispatch(bracketsApi.util.updateQueryData('getTournamentBracket', tournamentId, (draft) => applyUpdate(draft, update, standings)));
    if (statusChanged) dispatch(baseApi.util.invalidateTags([{ type: 'Tournament', id: tournamentId }]));
    return 'apply';
  };

/**
 * The tournament cached under `tournamentId` changed in a way no bracket update carries (its
 * participants, or its bracket started): the page reads the tournament, participants and bracket again.
 */
export const tournamentChanged = (tournamentId: string) =>
  baseApi.util.invalidateTags([
    { type: 'Tournament', id: tournamentId },
    { type: 'Participants', id: tournamentId },
    { type: 'Bracket', id: tournamentId },
  ]);

/** Reads the bracket again, for a page that may have missed updates. */
export const rereadBracket = (tournamentId: string) => bracketsApi.endpoints.getTournamentBracket.initiate(tournamentId, { subscribe: false, forceRefetch: true });
