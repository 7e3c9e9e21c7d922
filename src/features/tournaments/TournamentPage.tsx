import './tournaments.css';
import { type ComponentType, useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePublicConfig } from '../../lib/publicConfig';
import { toValidDate } from '../../lib/dates';
import {
  calendarUrl,
  hasStoredId,
  matchingGame,
  offersNotifyMe,
  organizerLabel,
  showsComingSoonBadge,
  tournamentPhase,
  tournamentStart,
  type TournamentLike,
} from '../../lib/tournaments';
import { botLinkForTournament } from '../../lib/botLink';
import { usePageTitle } from '../../lib/usePageTitle';
import { NotifyDialog } from '../notify/NotifyDialog';
import { ShareDialog } from '../share/ShareDialog';
import { Countdown } from './Countdown';
import { type BracketSection, TournamentBracket } from './TournamentBracket';
import { TournamentCover } from './TournamentCover';
import { TournamentFacts } from './TournamentFacts';
import { TournamentNotFound } from './TournamentNotFound';
import { useGetTournamentQuery } from './tournamentsApi';
import { useCoverGames } from './useCoverGames';
import { useTournamentSource } from './useTournamentSource';

/**
 * The registrations feature's panel (registration, check-in, the player's own entry). The app passes
 * it in: that feature reads the participants, whose feature reads tournaments, so this one does not
 * import it back.
 */
export type RegistrationPanel = ComponentType<{ tournamentId: string; tournament: TournamentLike }>;

/** /tournaments/{id}: everything about one tournament, and the way in; the app passes its registration panel and bracket section. */
export function TournamentPage({ bracketSection, registrationPanel: Registration }: { bracketSection: BracketSection; registrationPanel: RegistrationPanel }) {
  const { tournamentId = '' } = useParams();
  const source = useTournamentSource();
  const { botUrl } = usePublicConfig();
  const games = useCoverGames();
  const { data: tournament, isLoading, isError } = useGetTournamentQuery({ id: tournamentId, source });
  const [dialog, setDialog] = useState<'notify' | 'share' | null>(null);
  usePageTitle(tournament?.title ?? 'Tournament');

  if (isLoading) return <p className="page-status">Loading...</p>;
  if (isError || !tournament) return <TournamentNotFound />;

  const start = toValidDate(tournamentStart(tournament));
  const phase = tournamentPhase(tournament);
  const game = matchingGame(tournament, games);
  // Only a stored tournament takes registrations (the bundled ones are read without the API), until its bracket starts.
  const takesRegistrations = source !== 'local' && hasStoredId(tournament) && (phase === 'upcoming' || phase === 'live') && !tournament.hasBracket;

  return (
    <article className="page container tournament-page">
      <div className="tournament-page__hero">
        <TournamentCover tournament={tournament} games={games} className="tournament-page__cover" />
      </div>
      <header className="tournament-page__header">
        <div className="tournament-page__badges">
          <span className="badge badge-organizer">{organizerLabel(tournament)}</span>
          {showsComingSoonBadge(tournament) && <span className="badge badge-coming-soon">COMING SOON</span>}
          {phase === 'live' && <span className="badge badge-live">LIVE</span>}
          {phase === 'past' && <span className="badge">COMPLETED</span>}
        </div>
        <h1>{tournament.title}</h1>
        {start && phase === 'upcoming' && <Countdown target={start} />}
      </header>

      <TournamentFacts tournament={tournament} games={games} />

      <div className="tournament-page__actions">
        {offersNotifyMe(tournament) ? (
          <button type="button" className="btn btn-primary" onClick={() => setDialog('notify')}>
            Notify Me
          </button>
        ) : phase === 'past' ? (
          <Link className="btn btn-primary" to={`/tournaments/old/${encodeURIComponent(tournamentId)}`}>
            See the results
          </Link>
        ) : (
          <a className="btn btn-primary" href={botLinkForTournament(botUrl, tournamentId)} target="_blank" rel="noopener noreferrer">
            Join on the bot
          </a>
        )}
        <button type="button" className="btn btn-secondary" onClick={() => setDialog('share')}>
          Share
        </button>
        {start && hasStoredId(tournament) && phase !== 'past' && (
          <a className="btn btn-ghost" href={calendarUrl(tournamentId)} download>
            Add to calendar
          </a>
        )}
      </div>

      {takesRegistrations && <Registration tournamentId={tournamentId} tournament={tournament} />}

      {tournament.description && (
        <section className="tournament-page__section" aria-labelledby="tournament-about">
          <h2 id="tournament-about">About</h2>
          <p className="tournament-page__text">{tournament.description}</p>
        </section>
      )}
      <section className="tournament-page__section" aria-labelledby="tournament-rules">
        <h2 id="tournament-rules">Rules</h2>
        <p className="tournament-page__text">{tournament.rules?.trim() || 'The rules will be published before registration opens.'}</p>
      </section>
      <TournamentBracket tournament={tournament} tournamentId={tournamentId} phase={phase} Section={bracketSection} />

      {offersNotifyMe(tournament) && (
        <NotifyDialog open={dialog === 'notify'} onClose={() => setDialog(null)} tournament={tournament} gameName={game?.name ?? game?.title} />
      )}
      <ShareDialog open={dialog === 'share'} onClose={() => setDialog(null)} tournament={tournament} />
    </article>
  );
}
