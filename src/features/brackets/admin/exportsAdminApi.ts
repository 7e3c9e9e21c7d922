import { baseApi } from '../../../api/baseApi';
import { saveFile } from '../../../lib/saveFile';

/** What a tournament's CSV export holds: who entered, every match, or the final places with prizes. */
export const TOURNAMENT_EXPORTS = ['participants', 'matches', 'placements'] as const;
export type TournamentExport = (typeof TOURNAMENT_EXPORTS)[number];

/** The organizer's CSV exports of one tournament. */
export const exportsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    downloadTournamentExport: build.mutation<null, { tournamentId: string; what: TournamentExport }>({
      // The export needs the bearer token, which a plain link cannot send: the file is fetched,
      // then handed to the browser.
      async queryFn({ tournamentId, what }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: `admin/tournaments/${tournamentId}/export.csv`,
          params: { what },
          responseHandler: (response) => (response.ok ? response.blob() : response.text()),
        });
        if (result.error) return { error: result.error };
        saveFile(result.data as Blob, `${what}-${tournamentId}.csv`);
        return { data: null };
      },
    }),
  }),
});

export const { useDownloadTournamentExportMutation } = exportsAdminApi;
