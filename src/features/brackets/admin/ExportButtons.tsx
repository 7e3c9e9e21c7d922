import { useState } from 'react';
import { TOURNAMENT_EXPORTS, type TournamentExport, useDownloadTournamentExportMutation } from './exportsAdminApi';

const EXPORT_LABELS: Record<TournamentExport, string> = { participants: 'Participants', matches: 'Matches', placements: 'Placements' };

/** The tournament's data as CSV files for the organizer: its participants, its matches, its final placements. */
export function ExportButtons({ tournamentId }: { tournamentId: string }) {
  const [download, { isLoading }] = useDownloadTournamentExportMutation();
  const [error, setError] = useState<string | null>(null);

  async function exportCsv(what: TournamentExport) {
    setError(null);
    const result = await download({ tournamentId, what });
    if (!result.error) return;
    const status = 'status' in result.error && typeof result.error.status === 'number' ? ` (${result.error.status})` : '';
    setError(`The ${what} export failed${status}.`);
  }

  return (
    <fieldset className="admin-form">
      <legend>Export CSV</legend>
      <div className="admin-toolbar">
        {TOURNAMENT_EXPORTS.map((what) => (
          <button key={what} type="button" className="btn btn-secondary btn-small" onClick={() => exportCsv(what)} disabled={isLoading}>
            {EXPORT_LABELS[what]}
          </button>
        ))}
      </div>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
