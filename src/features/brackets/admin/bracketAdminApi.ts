import type {
  ApiKeyList,
  Bracket,
  CreateApiKeyBody,
  CreatedApiKey,
  DependentMatches,
  NewParticipant,
  Participant,
  ParticipantList,
  ReportBody,
  ReportResponse,
  SeedBody,
  StartBracketBody,
  WithdrawBody,
} from '../../../../common/contract/brackets';
import type { Message } from '../../../../common/contract/errors';
import { baseApi } from '../../../api/baseApi';
import { bracketsApi } from '../bracketsApi';

type TournamentArg = { tournamentId: string };

/** A result: a duel's scores (with each game of a series), or a lobby's placements. */
export type ResultBody = ReportBody;

const bracketTags = (tournamentId: string) => [{ type: 'Bracket' as const, id: tournamentId }, 'AuditLog' as const];
/** Starting a bracket, or taking it back, changes the tournament's status and format too. */
const tournamentTags = (tournamentId: string) => [{ type: 'Tournament' as const, id: tournamentId }, { type: 'Tournament' as const, id: 'LIST' }];
/** A result can complete the bracket, which sets the tournament's results and status. */
const resultTags = (tournamentId: string) => [...bracketTags(tournamentId), ...tournamentTags(tournamentId)];

/**
 * The backoffice's bracket calls: participants (with their check-in), the start (previewed, taken
 * back), calling and reporting matches, withdrawals, and the API keys a bot reports with. The
 * tournament, its participants and its bracket are read as the public page reads them
 * (tournamentsApi, bracketsApi), so both share one cached copy.
 */
export const bracketAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addParticipants: build.mutation<ParticipantList, TournamentArg & { participants: NewParticipant[] }>({
      query: ({ tournamentId, participants }) => ({ url: `tournaments/${tournamentId}/participants`, method: 'POST', body: { participants } }),
      invalidatesTags: (_result, _error, { tournamentId }) => [{ type: 'Participants', id: tournamentId }, 'AuditLog'],
    }),
    removeParticipant: build.mutation<Message, TournamentArg & { participantId: string }>({
      query: ({ tournamentId, participantId }) => ({ url: `tournaments/${tournamentId}/participants/${participantId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { tournamentId }) => [{ type: 'Participants', id: tournamentId }, 'AuditLog'],
    }),
    checkInParticipant: build.mutation<{ participant: Participant }, TournamentArg & { participantId: string }>({
      query: ({ tournamentId, participantId }) => ({ url: `tournaments/${tournamentId}/participants/${participantId}/check-in`, method: 'POST' }),
      invalidatesTags: (_result, _error, { tournamentId }) => [{ type: 'Participants', id: tournamentId }, 'AuditLog'],
    }),
    seedParticipants: build.mutation<ParticipantList, TournamentArg & { body: SeedBody }>({
      query: ({ tournamentId, body }) => ({ url: `tournaments/${tournamentId}/participants/seed`, method: 'POST', body }),
      async onQueryStarted({ tournamentId }, { dispatch, queryFulfilled }) {
        // The answer is the new list: no second read needed.
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(bracketsApi.util.upsertQueryData('getTournamentParticipants', tournamentId, data.participants));
      },
      invalidatesTags: ['AuditLog'],
    }),
    startBracket: build.mutation<Bracket, TournamentArg & { body: StartBracketBody }>({
      query: ({ tournamentId, body }) => ({ url: `tournaments/${tournamentId}/bracket`, method: 'POST', body }),
      // The seeds are those the bracket was drawn with; no-shows dropped at the start are withdrawn.
      invalidatesTags: (_result, _error, { tournamentId }) => [...bracketTags(tournamentId), ...tournamentTags(tournamentId), { type: 'Participants', id: tournamentId }],
    }),
    /** The bracket a start with this body would draw; nothing is stored, so nothing is cached either. */
    previewBracket: build.mutation<Bracket, TournamentArg & { body: StartBracketBody }>({
      query: ({ tournamentId, body }) => ({ url: `tournaments/${tournamentId}/bracket/preview`, method: 'POST', body }),
    }),
    resetBracket: build.mutation<Message, TournamentArg>({
      query: ({ tournamentId }) => ({ url: `tournaments/${tournamentId}/bracket`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { tournamentId }) => [...bracketTags(tournamentId), ...tournamentTags(tournamentId), { type: 'Participants', id: tournamentId }],
    }),
    /** Calls a ready match to be played now: it is `running` for everyone watching. */
    callMatch: build.mutation<ReportResponse, TournamentArg & { matchId: string }>({
      query: ({ tournamentId, matchId }) => ({ url: `tournaments/${tournamentId}/matches/${matchId}/start`, method: 'POST' }),
      invalidatesTags: (_result, _error, { tournamentId }) => bracketTags(tournamentId),
    }),
    reportMatch: build.mutation<ReportResponse, TournamentArg & { matchId: string; body: ResultBody }>({
      query: ({ tournamentId, matchId, body }) => ({ url: `tournaments/${tournamentId}/matches/${matchId}/report`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { tournamentId }) => resultTags(tournamentId),
    }),
    getDependentMatches: build.query<DependentMatches, TournamentArg & { matchId: string }>({
      query: ({ tournamentId, matchId }) => `tournaments/${tournamentId}/matches/${matchId}/dependents`,
      keepUnusedDataFor: 0,
    }),
    withdrawParticipant: build.mutation<ReportResponse, TournamentArg & { participantId: string } & WithdrawBody>({
      query: ({ tournamentId, participantId, reason }) => ({ url: `tournaments/${tournamentId}/participants/${participantId}/withdraw`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, _error, { tournamentId }) => resultTags(tournamentId),
    }),
    /** Takes a withdrawal back: the matches it decided are played again (the answer lists them). */
    reinstateParticipant: build.mutation<ReportResponse, TournamentArg & { participantId: string }>({
      query: ({ tournamentId, participantId }) => ({ url: `tournaments/${tournamentId}/participants/${participantId}/withdraw`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { tournamentId }) => resultTags(tournamentId),
    }),

    getApiKeys: build.query<ApiKeyList, void>({
      query: () => 'admin/api-keys',
      providesTags: ['ApiKey'],
    }),
    createApiKey: build.mutation<CreatedApiKey, CreateApiKeyBody>({
      query: (body) => ({ url: 'admin/api-keys', method: 'POST', body }),
      invalidatesTags: ['ApiKey', 'AuditLog'],
    }),
    revokeApiKey: build.mutation<unknown, string>({
      query: (id) => ({ url: `admin/api-keys/${id}`, method: 'DELETE' }),
      invalidatesTags: ['ApiKey', 'AuditLog'],
    }),
  }),
});

export const {
  useAddParticipantsMutation,
  useRemoveParticipantMutation,
  useCheckInParticipantMutation,
  useSeedParticipantsMutation,
  useStartBracketMutation,
  usePreviewBracketMutation,
  useResetBracketMutation,
  useCallMatchMutation,
  useReportMatchMutation,
  useLazyGetDependentMatchesQuery,
  useWithdrawParticipantMutation,
  useReinstateParticipantMutation,
  useGetApiKeysQuery,
  useCreateApiKeyMutation,
  useRevokeApiKeyMutation,
} = bracketAdminApi;
