import './bracketAdmin.css';
import { Link } from 'react-router';
import { FORMAT_LABELS, parseFormat } from '../../../../common/tournamentFormats';
import { useGetManagedBracketQuery, useGetManagedTournamentQuery, useGetParticipantsQuery } from './bracketAdminApi';
import { MatchesPanel } from './MatchesPanel';
import { ParticipantsPanel } from './ParticipantsPanel';
import { StartBracketForm } from './StartBracketForm';
import { WithdrawPanel } from './WithdrawPanel';

/** The bracket of one tournament in the backoffice: participants and seeds, the start, then results. */
export function BracketAdminView({ tournamentId }: { tournamentId: string }) {
  const tournament = useGetManagedTournamentQuery(tournamentId);
  const participants = useGetParticipantsQuery(tournamentId);
  const bracket = useGetManagedBracketQuery(tournamentId);

  const title = tournament.data?.title ?? 'Tournament';
  const format = parseFormat(tournament.data?.format);
  const loading = tournament.isLoading || participants.isLoading || bracket.isLoading;
  const failed = tournament.isError || participants.isError || bracket.isError;

  return (
    <section className="admin-section bracket-admin" aria-labelledby="bracket-admin-heading">
      <p>
        <Link to="/versusbackoffice/tournaments">← Back to tournaments</Link>
      </p>
      <h2 id="bracket-admin-heading">
        {`Bracket of ${title}`}
      </h2>
      {tournament.data && (
        <p className="admin-muted">
          {format ? FORMAT_LABELS[format] : 'No bracket format set'} · {tournament.data.status}
          {bracket.data ? ` · bracket ${bracket.data.status}` : ''}
        </p>
      )}
      {loading && <p role="status">Loading...</p>}
      {failed && (
        <p className="admin-error" role="alert">
          The bracket could not be loaded.
        </p>
      )}
      {!loading && bracket.data === null && participants.data && (
        <>
          <ParticipantsPanel tournamentId={tournamentId} participants={participants.data.participants} />
          <StartBracketForm tournamentId={tournamentId} tournamentFormat={format} participantCount={participants.data.participants.length} />
        </>
      )}
      {bracket.data && (
        <>
          <WithdrawPanel bracket={bracket.data} />
          <MatchesPanel bracket={bracket.data} />
        </>
      )}
    </section>
  );
}
