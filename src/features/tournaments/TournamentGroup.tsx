import { useState } from 'react';
import { type GameLike, tournamentId, type TournamentLike, type TournamentPhase } from '../../lib/tournaments';
import { TournamentCard } from './TournamentCard';

/** Past tournaments shown at first and added by each "Show more": a long history stays one tap away, not a page of scrolling. */
export const PAST_PAGE_SIZE = 6;

interface TournamentGroupProps {
  phase: Exclude<TournamentPhase, 'other'>;
  heading: string;
  empty: string;
  tournaments: readonly TournamentLike[];
  games: readonly GameLike[] | undefined;
  highlightedId: string | null;
}

/** How many past cards to show first: a page, or as far as the card a shared link names. */
function initialCount(phase: TournamentGroupProps['phase'], tournaments: readonly TournamentLike[], highlightedId: string | null): number {
  if (phase !== 'past') return tournaments.length;
  const highlighted = highlightedId ? tournaments.findIndex((tournament) => tournamentId(tournament) === highlightedId) : -1;
  return Math.max(PAST_PAGE_SIZE, highlighted + 1);
}

/** One group of /tournaments (live, upcoming or past) with its heading, its cards or its empty text. */
export function TournamentGroup({ phase, heading, empty, tournaments, games, highlightedId }: TournamentGroupProps) {
  const [shownCount, setShownCount] = useState(() => initialCount(phase, tournaments, highlightedId));
  const shown = tournaments.slice(0, Math.max(shownCount, initialCount(phase, tournaments, highlightedId)));
  const headingId = `tournament-group-${phase}`;

  return (
    <section className="tournament-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {tournaments.length === 0 ? (
        <p className="tournament-group__empty">{empty}</p>
      ) : (
        <ul className="tournament-grid">
          {shown.map((tournament, index) => {
            const id = tournamentId(tournament);
            return (
              <li key={id ?? `${phase}-${index}`} id={id} tabIndex={id === highlightedId ? -1 : undefined}>
                <TournamentCard
                  tournament={tournament}
                  games={games}
                  highlighted={id !== undefined && id === highlightedId}
                  detailsPath={phase === 'past' && id ? `/tournaments/old/${encodeURIComponent(id)}` : undefined}
                />
              </li>
            );
          })}
        </ul>
      )}
      {shown.length < tournaments.length && (
        <div className="tournament-group__more">
          <p role="status">
            Showing {shown.length} of {tournaments.length} past tournaments.
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => setShownCount(shown.length + PAST_PAGE_SIZE)}>
            Show more
          </button>
        </div>
      )}
    </section>
  );
}
