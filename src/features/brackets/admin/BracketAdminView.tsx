import './bracketAdmin.css';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FORMAT_LABELS, parseFormat } from '../../../../common/tournamentFormats';
import { useGetTournamentQuery } from '../../tournaments/tournamentsApi';
import { useGetTournamentBracketQuery, useGetTournamentParticipantsQuery } from '../bracketsApi';
import { useWatchBracket } from '../useWatchBracket';
import { BackToSeeding } from './BackToSeeding';
import { ExportButtons } from './ExportButtons';
import { MatchesPanel } from './MatchesPanel';
import { MatchQueue } from './MatchQueue';
import { ParticipantsPanel } from './ParticipantsPanel';
import { StartBracketForm } from './StartBracketForm';
import { WithdrawPanel } from './WithdrawPanel';

/**
 * The bracket of one tournament in the backoffice: participants and seeds, the start, then the
 * day's console (the match queue, results, withdrawals) and the bracket match by match.
 * It reads and watches the bracket as the public page does, so a result reported elsewhere (by a
 * bot's API key, another organizer) shows without a reload.
 */
export function BracketAdminView({ tournamentId }: { tournamentId: string }) {
  // The backoffice manages the stored tournaments, whatever the public pages read.
  const tournament = useGetTournamentQuery({ id: tournamentId, source: 'api' });
  const participants = useGetTournamentParticipantsQuery(tournamentId);
  const bracket = useGetTournamentBracketQuery(tournamentId);
  useWatchBracket(tournamentId, true);

  // The bracket's read answers 404 until the bracket starts, and again once it is taken back to
  // seeding (the cache keeps the bracket read before: the 404 wins). Read again (after a change here
  // or elsewhere), that answer stands until the next one: the participants' forms stay as they are.
  const notStarted = bracket.error !== undefined && 'status' in bracket.error && bracket.error.status === 404;
  const started = notStarted ? undefined : bracket.data;
  const bestOf = tournament.data?.bestOf ?? 1;
  const title = tournament.data?.title ?? 'Tournament';
  const format = parseFormat(tournament.data?.format);
  const loading = tournament.isLoading || participants.isLoading || (bracket.isLoading && !notStarted);
  const failed = tournament.isError || participants.isError || (bracket.isError && !notStarted);

  // Taken back to seeding, the button pressed is gone with the bracket: the focus goes to the
  // screen's heading rather than to nowhere, and the seeding forms follow it.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStarted = useRef(false);
  useEffect(() => {
    if (started) shownStarted.current = true;
    else if (notStarted && shownStarted.current) {
      shownStarted.current = false;
      heading.current?.focus();
    }
  }, [started, notStarted]);

  return (
    <section className="admin-section bracket-admin" aria-labelledby="bracket-admin-heading">
      <p>
        <Link to="/versusbackoffice/tournaments">← Back to tournaments</Link>
      </p>
      <h2 id="bracket-admin-heading" ref={heading} tabIndex={-1}>
        {`Bracket of ${title}`}
      </h2>
      {tournament.data && (
        <p className="admin-muted">
          {format ? FORMAT_LABELS[format] : 'No bracket format set'} · {tournament.data.status}
          {started ? ` · bracket ${started.status}` : ''}
        </p>
      )}
      {tournament.data && <ExportButtons tournamentId={tournamentId} />}
      {loading && <p role="status">Loading...</p>}
      {failed && (
        <p className="admin-error" role="alert">
          The bracket could not be loaded.
        </p>
      )}
      {!loading && notStarted && participants.data && (
        <>
          <ParticipantsPanel tournamentId={tournamentId} participants={participants.data} />
          <StartBracketForm
            tournamentId={tournamentId}
            tournamentFormat={format}
            participants={participants.data}
            hasCheckIn={(tournament.data?.registration?.checkInMinutes ?? 0) > 0}
          />
        </>
      )}
      {started && (
        <>
          {started.status === 'running' && <BackToSeeding tournamentId={tournamentId} />}
          <MatchQueue bracket={started} bestOf={bestOf} />
          <WithdrawPanel bracket={started} />
          <MatchesPanel bracket={started} bestOf={bestOf} />
        </>
      )}
    </section>
  );
}
