import { useState } from 'react';
import { Link } from 'react-router';
import { DateTime } from '../../../components/DateTime';
import { Modal } from '../../../components/Modal';
import { serverMessage } from '../../../lib/serverMessage';
import { ALL_GAMES_BY_NAME, useGetGamesQuery } from '../../games/gamesApi';
import {
  ADMIN_TOURNAMENT_PAGE_SIZE,
  useCreateTournamentMutation,
  useDeleteTournamentMutation,
  useGetAdminTournamentsQuery,
  useUpdateTournamentMutation,
} from './tournamentsAdminApi';
import { ADMIN_TOURNAMENT_STATUSES, type AdminTournamentStatus, opensRegistration } from '../../../../common/tournamentStatus';
import { FORMAT_LABELS, parseFormat } from '../../../../common/tournamentFormats';
import type { AdminTournament } from '../../../../common/contract/tournaments';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { mailsSentence, queuedMailsText } from './registrationMails';
import { SignupsPanel } from './SignupsPanel';
import { TournamentForm } from './TournamentForm';

type Editing = { mode: 'create' } | { mode: 'edit'; tournament: AdminTournament } | null;

/** List (newest first, by status, a page at a time), create, edit, change status, delete, and the sign-ups of each tournament. */
export function TournamentsSection() {
  const [search, setSearch] = useState('');
  const [statusFilter, setStatusFilter] = useState<AdminTournamentStatus | ''>('');
  const [page, setPage] = useState(0);
  const { data, isLoading, isError } = useGetAdminTournamentsQuery({
    q: search.trim() || undefined,
    status: statusFilter || undefined,
    skip: page * ADMIN_TOURNAMENT_PAGE_SIZE,
  });
  const { data: games } = useGetGamesQuery(ALL_GAMES_BY_NAME);
  const gameName = (key: string | null) => (key && games?.find((game) => game.key === key)?.name) || key || '—';
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / ADMIN_TOURNAMENT_PAGE_SIZE));
  const [createTournament] = useCreateTournamentMutation();
  const [updateTournament] = useUpdateTournamentMutation();
  const [deleteTournament, deletion] = useDeleteTournamentMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminTournament | null>(null);
  // A status change that mails the sign-ups waits here for the admin's yes.
  const [mailing, setMailing] = useState<{ tournament: AdminTournament; status: string } | null>(null);
  const [signupsOf, setSignupsOf] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  function askStatus(tournament: AdminTournament, status: string) {
    if (opensRegistration(tournament.status, status) && tournament.notifySignups > 0) setMailing({ tournament, status });
    else void changeStatus(tournament, status);
  }

  async function changeStatus(tournament: AdminTournament, status: string) {
    setNotice(null);
    setMailing(null);
    try {
      const { queuedMails } = await updateTournament({ id: tournament._id, changes: { status } }).unwrap();
      const mailed = opensRegistration(tournament.status, status) ? ` ${queuedMailsText(queuedMails)}` : '';
      setNotice({ tone: 'success', text: `${tournament.title} is now ${status}.${mailed}` });
    } catch (error) {
      setNotice({ tone: 'error', text: serverMessage(error, 'The status could not be changed.') });
    }
  }

  function saved(tournament: AdminTournament | null, title: string, result?: { queuedMails: number; status?: string }) {
    setEditing(null);
    if (!result) return;
    const mailed = tournament && result.status && opensRegistration(tournament.status, result.status) ? ` ${queuedMailsText(result.queuedMails)}` : '';
    setNotice({ tone: 'success', text: `${title} was saved.${mailed}` });
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
          <input type="search" value={search} onChange={(event) => { setSearch(event.target.value); setPage(0); }} maxLength={100} />
        </label>
        <label className="admin-field">
          Status
          <select value={statusFilter} onChange={(event) => { setStatusFilter(event.target.value as AdminTournamentStatus | ''); setPage(0); }}>
            <option value="">All statuses</option>
            {ADMIN_TOURNAMENT_STATUSES.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </select>
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
          <table className="admin-table admin-table-cards">
            <caption className="visually-hidden">Tournaments ({data.total})</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Game</th>
                <th scope="col">Format</th>
                <th scope="col">Start</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((tournament) => (
                <tr key={tournament._id}>
                  <td className="admin-card-title">{tournament.title}</td>
                  <td data-label="Game">{gameName(tournament.game)}</td>
                  <td data-label="Format">{formatName(tournament.format)}</td>
                  <td data-label="Start">
                    <DateTime value={tournament.startAt} />
                  </td>
                  <td data-label="Status">
                    <select
                      aria-label={`Status of ${tournament.title}`}
                      value={tournament.status}
                      onChange={(event) => askStatus(tournament, event.target.value)}
                    >
                      {ADMIN_TOURNAMENT_STATUSES.map((status) => (
                        <option key={status}>{status}</option>
                      ))}
                    </select>
                  </td>
                  <td className="admin-actions">
                    <button type="button" className="btn btn-secondary btn-small" onClick={() => setEditing({ mode: 'edit', tournament })} aria-label={`Edit ${tournament.title}`}>
                      Edit
                    </button>
                    <button type="button" className="btn btn-secondary btn-small" onClick={() => setSignupsOf(tournament._id)} aria-label={`Notify-me list of ${tournament.title}`}>
                      Notify-me list
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
      {data && pageCount > 1 && (
        <nav className="admin-toolbar admin-pages" aria-label="Tournament pages">
          <button type="button" className="btn btn-secondary btn-small" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {page + 1} of {pageCount}
          </span>
          <button type="button" className="btn btn-secondary btn-small" disabled={page + 1 >= pageCount} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </nav>
      )}
      {signupsOf && <SignupsPanel tournamentId={signupsOf} onClose={() => setSignupsOf(null)} />}
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing?.mode === 'edit' ? 'Edit tournament' : 'New tournament'} maxWidth={760}>
        {editing?.mode === 'create' && (
          <TournamentForm
            submitLabel="Create tournament"
            onSubmit={(input) => createTournament(input as Parameters<typeof createTournament>[0]).unwrap()}
            onDone={(result) => saved(null, 'The tournament', result)}
          />
        )}
        {editing?.mode === 'edit' && (
          <TournamentForm
            tournament={editing.tournament}
            submitLabel="Save changes"
            onSubmit={(changes) => updateTournament({ id: editing.tournament._id, changes }).unwrap()}
            onDone={(result) => saved(editing.tournament, editing.tournament.title, result)}
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
      <ConfirmDialog
        open={mailing !== null}
        title="Send registration mails?"
        message={
          mailing
            ? `Moving ${mailing.tournament.title} to ${mailing.status} opens registration: ${mailsSentence(mailing.tournament.notifySignups)} will go to the people who signed up.`
            : ''
        }
        confirmLabel={mailing ? `Change status and send ${mailsSentence(mailing.tournament.notifySignups)}` : ''}
        onConfirm={() => mailing && changeStatus(mailing.tournament, mailing.status)}
        onClose={() => setMailing(null)}
      />
    </section>
  );
}

function formatName(format: string | null): string {
  const parsed = parseFormat(format);
  return parsed ? FORMAT_LABELS[parsed] : (format ?? '—');
}
