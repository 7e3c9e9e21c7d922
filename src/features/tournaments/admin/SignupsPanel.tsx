import { useState } from 'react';
import { DateTime } from '../../../components/DateTime';
import { useDownloadSignupsCsvMutation, useGetSignupsQuery } from './tournamentsAdminApi';

/**
 * The notify-me list: who asked to be mailed when registration opens, with the CSV export. Named
 * so on screen, apart from the players' registrations.
 */
export function SignupsPanel({ tournamentId, onClose }: { tournamentId: string; onClose: () => void }) {
  const { data, isLoading, isError } = useGetSignupsQuery(tournamentId);
  const [downloadCsv] = useDownloadSignupsCsvMutation();
  const [exportError, setExportError] = useState<string | null>(null);

  async function exportCsv() {
    setExportError(null);
    const result = await downloadCsv(tournamentId);
    if (result.error) setExportError('status' in result.error && typeof result.error.status === 'number' ? `The export failed (${result.error.status}).` : 'The export failed.');
  }

  return (
    <section className="card admin-section" aria-labelledby="signups-heading">
      <h2 id="signups-heading">Notify-me list{data ? ` for ${data.tournament.title}` : ''}</h2>
      {isLoading && <p role="status">Loading...</p>}
      {isError && <p className="admin-error">The notify-me list could not be loaded.</p>}
      {data && (
        <>
          <p>{data.total === 1 ? '1 person asked to be notified' : `${data.total} people asked to be notified`}</p>
          <div className="admin-toolbar">
            <button type="button" className="btn btn-secondary btn-small" onClick={exportCsv} disabled={data.total === 0}>
              Export CSV
            </button>
            <button type="button" className="btn btn-ghost btn-small" onClick={onClose}>
              Close the notify-me list
            </button>
          </div>
          {exportError && (
            <p className="admin-error" role="alert">
              {exportError}
            </p>
          )}
          {data.items.length > 0 && (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="visually-hidden">Notify-me list</caption>
                <thead>
                  <tr>
                    <th scope="col">E-mail</th>
                    <th scope="col">Account</th>
                    <th scope="col">Asked on</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((signup) => (
                    <tr key={signup.id}>
                      <td>{signup.email}</td>
                      <td>{signup.username ?? '—'}</td>
                      <td>
                        <DateTime value={signup.createdAt} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
