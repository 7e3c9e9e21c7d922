import type { SignupList } from '../../../../common/contract/admin';
import type { Message } from '../../../../common/contract/errors';
import type {
  AdminTournamentList,
  AdminTournamentListQuery,
  CreateTournamentBody,
  Tournament,
  UpdatedTournament,
  UpdateTournamentBody,
} from '../../../../common/contract/tournaments';
import { baseApi } from '../../../api/baseApi';
import { saveFile } from '../../../lib/saveFile';

export const ADMIN_TOURNAMENT_PAGE_SIZE = 20;

/** The backoffice's tournament calls: the list with drafts and sign-up counts, changes, the sign-ups of one. */
export const tournamentsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminTournaments: build.query<AdminTournamentList, Pick<AdminTournamentListQuery, 'q' | 'status' | 'skip'>>({
      query: ({ q, status, skip }) => ({
        url: 'admin/tournaments',
        params: { limit: ADMIN_TOURNAMENT_PAGE_SIZE, skip, ...(q ? { q } : {}), ...(status ? { status } : {}) },
      }),
      providesTags: [{ type: 'Tournament', id: 'LIST' }],
    }),
    createTournament: build.mutation<Tournament, CreateTournamentBody>({
      query: (body) => ({ url: 'tournaments', method: 'POST', body }),
      invalidatesTags: [{ type: 'Tournament', id: 'LIST' }, 'AuditLog', 'Stats'],
    }),
    updateTournament: build.mutation<UpdatedTournament, { id: string; changes: UpdateTournamentBody }>({
      query: ({ id, changes }) => ({ url: `tournaments/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Tournament', id: 'LIST' }, { type: 'Tournament', id }, 'AuditLog'],
    }),
    deleteTournament: build.mutation<Message, string>({
      query: (id) => ({ url: `tournaments/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Tournament', id: 'LIST' }, 'AuditLog', 'Stats'],
    }),
    getSignups: build.query<SignupList, string>({
      query: (id) => `admin/tournaments/${id}/signups`,
      providesTags: (_result, _error, id) => [{ type: 'NotifySignup', id }],
    }),
    downloadSignupsCsv: build.mutation<null, string>({
      // The export needs the bearer token, which a plain link cannot send: the file is fetched,
      // then handed to the browser.
      async queryFn(id, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: `admin/tournaments/${id}/signups.csv`,
          responseHandler: (response) => (response.ok ? response.blob() : response.text()),
        });
        if (result.error) return { error: result.error };
        saveFile(result.data as Blob, `signups-${id}.csv`);
        return { data: null };
      },
    }),
  }),
});

export const {
  useGetAdminTournamentsQuery,
  useCreateTournamentMutation,
  useUpdateTournamentMutation,
  useDeleteTournamentMutation,
  useGetSignupsQuery,
  useDownloadSignupsCsvMutation,
} = tournamentsAdminApi;
