import type { Bracket, ParticipantList } from '../../../common/contract/brackets';
import { baseApi, LIST_CACHE_SECONDS } from '../../api/baseApi';

/**
 * A bracket is kept fresh by bracket_updated only while a page watches it; once no page shows it,
 * nothing tells the cache about new scores, so an unused copy is dropped quickly.
 */
export const BRACKET_CACHE_SECONDS = 15;

export const bracketsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getParticipants: builder.query<ParticipantList['participants'], string>({
      query: (tournamentId) => `tournaments/${encodeURIComponent(tournamentId)}/participants`,
      transformResponse: (response: ParticipantList) => response.participants,
      // The list changes only before the bracket starts (admins add or remove participants).
      keepUnusedDataFor: LIST_CACHE_SECONDS,
      providesTags: (_result, _error, tournamentId) => [{ type: 'Participants', id: tournamentId }],
    }),
    getBracket: builder.query<Bracket, string>({
      query: (tournamentId) => `tournaments/${encodeURIComponent(tournamentId)}/bracket`,
      keepUnusedDataFor: BRACKET_CACHE_SECONDS,
      providesTags: (_result, _error, tournamentId) => [{ type: 'Bracket', id: tournamentId }],
    }),
  }),
});

export const { useGetParticipantsQuery, useGetBracketQuery } = bracketsApi;
