import { useState } from 'react';
import { Link } from 'react-router';
import { DateTime } from '../../components/DateTime';
import { Modal } from '../../components/Modal';
import { serverMessage } from '../../lib/serverMessage';
import {
  useCreateTournamentMutation,
  useDeleteTournamentMutation,
  useGetAdminTournamentsQuery,
  useUpdateTournamentMutation,
} from './adminApi';
import { TOURNAMENT_STATUSES } from '../../../common/tournamentStatus';
import type { Tournament } from '../../../common/contract/tournaments';
import { ConfirmDialog } from './ConfirmDialog';
import { SignupsPanel } from './SignupsPanel';
import { TournamentForm } from './TournamentForm';

type Editing = { mode: 'create' } | { mode: 'edit'; tournament: Tournament } | null;

/** List, create, edit, change status, delete, and the sign-ups of each tournament. */
export function TournamentsSection() {
  const [search, setSearch] = useState('');
  const { data, isLoading, isError } = useGetAdminTournamentsQuery({ q: search.trim() || undefined });
  const [createTournament] = useCreateTournamentMutation();
  const [updateTournament] = useUpdateTournamentMutation();
  const [deleteTournament, deletion] = useDeleteTournamentMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Tournament | null>(null);
  const [signupsOf, setSignupsOf] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function changeStatus(tournament: Tournament, status: string) {
    setNotice(null);
    try {
      await updateTournament({ id: tournament._id, changes: { status } }).unwrap();
      const mailed = tournament.status === 'COMING_SOON' && status !== 'COMING_SOON';
      setNotice({ tone: 'success', text: `${tournament.title} is now ${status}.${mailed ? ' Registration-open mails are on their way.' : ''}` });
    } catch (error) {
      setNotice({ tone: 'error', text: serverMessage(error, 'The status could not be changed.') });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteTournament(deleting._id).unwrap();
      setNotice({ tone: 'success', text: `${deleting.title} was deleted.` });
      if (signupsOf === deleting._id) setSignupsOf(null);
      setDeleting(null);
    } catch {
      // The dialog shows the error.
    }
  }

  return (
    <section className="admin-section" aria-labelledby="tournaments-heading">
      <h2 id="tournaments-heading">Tournaments</h2>
      <div className="admin-toolbar">
        <label className="admin-field">
          Search titles
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} maxLength={100} />
        </label>
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ mode: 'create' })}>
          New tournament
        </button>
      </div>
      {notice && (
        <p className={notice.tone === 'error' ? 'admin-error' : 'admin-success'} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      {isLoading && <p role="status">Loading...</p>}
      {isError && <p className="admin-error">The tournaments could not be loaded.</p>}
      {data && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Tournaments ({data.total})</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Game</th>
                <th scope="col">Start</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((tournament) => (
                <tr key={tournament._id}>
                  <td>{tournament.title}</td>
                  <td>{tournament.game ?? '—'}</td>
                  <td>
                    <DateTime value={tournament.startAt} />
                  </td>
                  <td>
                    <select
                      aria-label={`Status of ${tournament.title}`}
                      value={tournament.status}
                      onChange={(event) => changeStatus(tournament, event.target.value)}
                    >
                      {TOURNAMENT_STATUSES.map((status) => (
                        <option key={status}>{status}</option>
                      ))}
                    </select>
                  </td>
                  <td className="admin-actions">
                    <button type="button" className="btn btn-secondary btn-small" onClick={() => setEditing({ mode: 'edit', tournament })} aria-label={`Edit ${tournament.title}`}>
                      Edit
                    </button>
                    <button type="button" className="btn btn-secondary btn-small" onClick={() => setSignupsOf(tournament._id)} aria-label={`Sign-ups of ${tournament.title}`}>
                      Sign-ups
                    </button>
                    <Link to={`/versusbackoffice/tournaments/${tournament._id}/bracket`} className="btn btn-secondary btn-small" aria-label={`Bracket of ${tournament.title}`}>
                      Bracket
                    </Link>
                    <button type="button" className="btn btn-ghost btn-small" onClick={() => { deletion.reset(); setDeleting(tournament); }} aria-label={`Delete ${tournament.title}`}>
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.items.length === 0 && <p>No tournaments found.</p>}
        </div>
      )}
      {signupsOf && <SignupsPanel tournamentId={signupsOf} onClose={() => setSignupsOf(null)} />}
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing?.mode === 'edit' ? 'Edit tournament' : 'New tournament'} maxWidth={760}>
        {editing?.mode === 'create' && (
          <TournamentForm
            submitLabel="Create tournament"
            onSubmit={(input) => createTournament(input as Parameters<typeof createTournament>[0]).unwrap()}
            onDone={() => setEditing(null)}
          />
        )}
        {editing?.mode === 'edit' && (
          <TournamentForm
            tournament={editing.tournament}
            submitLabel="Save changes"
            onSubmit={(changes) => updateTournament({ id: editing.tournament._id, changes }).unwrap()}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete tournament?"
        message={`${deleting?.title ?? ''} and its notification sign-ups will be deleted. This cannot be undone.`}
        confirmLabel="Delete for good"
        busy={deletion.isLoading}
        error={deletion.isError ? serverMessage(deletion.error, 'The tournament could not be deleted.') : null}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
