import { memo } from 'react';
import { Link } from 'react-router';
import type { BracketMatch, Opponent } from '../../../common/contract/brackets';
import { winnerOf } from './bracketLayout';

export interface MatchCardProps {
  match: BracketMatch;
  /** The match's accessible name, e.g. "Semifinals, match 1". */
  label: string;
  /** Participants whose matches stand out (a search, the signed-in player). */
  highlighted?: ReadonlySet<string>;
  /** The VERSUS username a participant plays as, for a link to the profile; null when not linked. */
  usernameOf?: (participantId: string) => string | null;
  /** The participants the signed-in user plays for: their reported matches offer a dispute. */
  playedBy?: ReadonlySet<string>;
  /** Opens the dispute dialog for a match; without it no card offers one. */
  onDispute?: (match: BracketMatch, label: string) => void;
}

/**
 * Whether the signed-in player may dispute the match's result: a result was reported (not a bye,
 * not a forfeit) in a match they played. How long after the report is the server's to say.
 */
function canDispute(match: BracketMatch, playedBy: ReadonlySet<string> | undefined): boolean {
  if (!playedBy || match.status !== 'completed' || match.bye) return false;
  const sides = match.opponents.filter((opponent) => opponent !== null);
  return !sides.some((opponent) => opponent.forfeit) && sides.some((opponent) => playedBy.has(opponent.participantId));
}

/** The mark of a result under dispute, in words: colour alone would not tell it. */
function DisputedBadge() {
  return <span className="badge badge-warning match-card__disputed">Disputed</span>;
}

/** A match's foot: how it ended, the dispute mark, and the way to dispute it. */
export function MatchCardFoot({ match, label, outcome, playedBy, onDispute }: Pick<MatchCardProps, 'match' | 'label' | 'playedBy' | 'onDispute'> & { outcome: string }) {
  const disputable = onDispute !== undefined && canDispute(match, playedBy);
  return (
    <div className="match-card__foot">
      <p className="match-card__outcome">
        {outcome}
        {match.disputed && (
          <>
            {' '}
            <DisputedBadge />
          </>
        )}
      </p>
      {disputable && (
        <button type="button" className="btn btn-ghost btn-small match-card__dispute" onClick={() => onDispute(match, label)} aria-label={`Dispute result of ${label}`}>
          Dispute result
        </button>
      )}
    </div>
  );
}

/** What the match's last line says: who won, or where it stands. */
export function matchOutcome(match: BracketMatch): string {
  const [first, second] = match.opponents;
  if (match.bye) {
    const through = first ?? second;
    return through ? `${through.name} advances with a bye` : 'Not played';
  }
  const winner = winnerOf(match);
  if (winner) {
    const loser = match.opponents.find((opponent) => opponent && opponent !== winner);
    return loser?.forfeit ? `${winner.name} wins by forfeit` : `${winner.name} wins`;
  }
  if (match.opponents.some((opponent) => opponent?.result === 'draw')) return 'Draw';
  if (match.status === 'running') return 'Being played';
  if (match.status === 'ready') return 'Ready to play';
  return 'Not decided yet';
}

interface OpponentRowProps {
  opponent: Opponent | null;
  /** An empty side of a match never played is a bye, not a player still to come. */
  bye: boolean;
  highlighted?: ReadonlySet<string>;
  usernameOf?: MatchCardProps['usernameOf'];
}

function OpponentRow({ opponent, bye, highlighted, usernameOf }: OpponentRowProps) {
  if (!opponent) {
    return (
      <li className="match-card__opponent is-empty">
        <span className="match-card__name">{bye ? 'Bye' : 'To be decided'}</span>
      </li>
    );
  }
  const username = usernameOf?.(opponent.participantId) ?? null;
  const classes = ['match-card__opponent', opponent.result === 'win' && 'is-winner', highlighted?.has(opponent.participantId) && 'is-highlighted'];
  return (
    <li className={classes.filter(Boolean).join(' ')}>
      <span className="match-card__name">
        {username ? <Link to={`/profile/${encodeURIComponent(username)}`}>{opponent.name}</Link> : opponent.name}
        {opponent.result === 'win' && <span className="visually-hidden"> (winner)</span>}
      </span>
      <span className="match-card__score">{opponent.score ?? '–'}</span>
    </li>
  );
}

/**
 * One duel: both sides with their scores, and who won. Reused wherever a match is shown. A live
 * update replaces only the matches it changed, so the others keep their props and are not drawn again.
 */
export const MatchCard = memo(function MatchCard({ match, label, highlighted, usernameOf, playedBy, onDispute }: MatchCardProps) {
  const mine = highlighted !== undefined && match.opponents.some((opponent) => opponent && highlighted.has(opponent.participantId));
  const classes = ['match-card', `is-${match.status}`, mine && 'is-highlighted', match.bye && 'is-bye'];
  return (
    <div role="group" aria-label={label} className={classes.filter(Boolean).join(' ')} data-match-id={match.id}>
      <ul className="match-card__opponents">
        {(match.opponents.length > 0 ? match.opponents : [null, null]).map((opponent, index) => (
          <OpponentRow key={opponent?.participantId ?? `empty-${index}`} opponent={opponent} bye={Boolean(match.bye)} highlighted={highlighted} usernameOf={usernameOf} />
        ))}
      </ul>
      <MatchCardFoot match={match} label={label} outcome={matchOutcome(match)} playedBy={playedBy} onDispute={onDispute} />
    </div>
  );
});
