import './tournaments.css';
import '../../styles/tournamentFacts.css';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  type GameLike,
  matchingGame,
  offersNotifyMe,
  organizerLabel,
  showsComingSoonBadge,
  tournamentId,
  type TournamentLike,
  tournamentPhase,
} from '../../lib/tournaments';
import { NotifyDialog } from '../notify/NotifyDialog';
import { ShareDialog } from '../share/ShareDialog';
import { TournamentCover } from './TournamentCover';
import { TournamentFactRows } from './TournamentFactRows';

interface TournamentCardProps {
  tournament: TournamentLike;
  /** The games list, for the cover and the game's name (matched by key, title or name). */
  games?: readonly GameLike[];
  compact?: boolean;
  /** Where Details leads; /tournaments/{id} unless the list says otherwise (finished ones). */
  detailsPath?: string;
  highlighted?: boolean;
}

/** One tournament in a list. */
export function TournamentCard({ tournament, games, compact = false, detailsPath, highlighted = false }: TournamentCardProps) {
  const [dialog, setDialog] = useState<'notify' | 'share' | null>(null);
  const titleId = useId();
  const id = tournamentId(tournament);
  const game = matchingGame(tournament, games);
  const classes = ['card', 'tournament-card', compact && 'tournament-card--compact', highlighted && 'is-highlighted'].filter(Boolean).join(' ');

  return (
    <article className={classes} aria-labelledby={titleId}>
      <div className="tournament-card__media">
        <TournamentCover tournament={tournament} games={games} />
        {showsComingSoonBadge(tournament) && <span className="badge badge-coming-soon">COMING SOON</span>}
        {tournamentPhase(tournament) === 'live' && <span className="badge badge-live">LIVE</span>}
      </div>
      <div className="tournament-card__body">
        <span className="badge badge-organizer">{organizerLabel(tournament)}</span>
        <h3 id={titleId} className="tournament-card__title">
          {tournament.title}
        </h3>
        <dl className="tournament-facts">
          <TournamentFactRows tournament={tournament} />
        </dl>
        <div className="tournament-card__actions">
          {offersNotifyMe(tournament) ? (
            <button type="button" className="btn btn-primary btn-small" onClick={() => setDialog('notify')}>
              Notify Me
            </button>
          ) : (
            id && (
              <Link className="btn btn-primary btn-small" to={detailsPath ?? `/tournaments/${encodeURIComponent(id)}`}>
                Details
              </Link>
            )
          )}
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setDialog('share')}>
            Share
          </button>
        </div>
      </div>
      {offersNotifyMe(tournament) && (
        <NotifyDialog open={dialog === 'notify'} onClose={() => setDialog(null)} tournament={tournament} gameName={game?.name ?? game?.title} />
      )}
      <ShareDialog open={dialog === 'share'} onClose={() => setDialog(null)} tournament={tournament} />
    </article>
  );
}
