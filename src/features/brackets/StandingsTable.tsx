import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { Standing } from '../../../common/contract/brackets';
import { placeLabels } from './places';
import { useDrawnProgressively } from './useDrawnProgressively';

interface StandingsTableProps {
  standings: Standing[];
  caption: string;
  highlighted?: ReadonlySet<string>;
  usernameOf?: (participantId: string) => string | null;
  /**
   * Battle royale: points and kills instead of wins, draws and losses. Placements (a completed
   * elimination bracket): the place as said ("5th–8th" when shared), then wins and losses.
   */
  variant?: 'duels' | 'battle-royale' | 'placements';
}

function PlayerName({ standing, usernameOf }: { standing: Standing; usernameOf?: StandingsTableProps['usernameOf'] }) {
  const username = usernameOf?.(standing.participantId) ?? null;
  const name = username ? <Link to={`/profile/${encodeURIComponent(username)}`}>{standing.name}</Link> : standing.name;
  return (
    <>
      {name}
      {standing.withdrawn && <span className="standings__withdrawn"> ({standing.withdrawn === 'disqualified' ? 'disqualified' : 'withdrew'})</span>}
    </>
  );
}

function ColumnHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="col" role="columnheader">
      {children}
    </th>
  );
}

const WINS = <abbr title="Wins">W</abbr>;
const DRAWS = <abbr title="Draws">D</abbr>;
const LOSSES = <abbr title="Losses">L</abbr>;

/**
 * Rank (or place), name and record of every player; Buchholz when the standings carry it (Swiss).
 * A long table is drawn a few rows a frame, and its rows are laid out each on its own (see the
 * styles), so the explicit roles keep it a table for assistive technology.
 */
export function StandingsTable({ standings, caption, highlighted, usernameOf, variant = 'duels' }: StandingsTableProps) {
  const drawn = useDrawnProgressively(standings.length);
  const captionId = useId();
  const buchholz = variant === 'duels' && standings.some((standing) => standing.buchholz !== undefined);
  const places = variant === 'placements' ? placeLabels(standings) : null;
  const layout = variant === 'duels' && buchholz ? 'swiss' : variant;
  return (
    // Its own keyboard stop, so a table wider than a phone scrolls without a mouse; named apart from the section.
    <div className="standings-scroll" tabIndex={0} role="region" aria-label={`${caption} table`}>
      <table className={`standings standings--${layout}`} role="table" aria-labelledby={captionId}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <ColumnHeader>{places ? 'Place' : 'Rank'}</ColumnHeader>
            <ColumnHeader>Player or team</ColumnHeader>
            {variant === 'placements' ? (
              <>
                <ColumnHeader>{WINS}</ColumnHeader>
                <ColumnHeader>{LOSSES}</ColumnHeader>
              </>
            ) : variant === 'duels' ? (
              <>
                <ColumnHeader>{WINS}</ColumnHeader>
                <ColumnHeader>{DRAWS}</ColumnHeader>
                <ColumnHeader>{LOSSES}</ColumnHeader>
                <ColumnHeader>Points</ColumnHeader>
                {buchholz && <ColumnHeader>Buchholz</ColumnHeader>}
              </>
            ) : (
              <>
                <ColumnHeader>Points</ColumnHeader>
                <ColumnHeader>Kills</ColumnHeader>
                <ColumnHeader>Best place</ColumnHeader>
              </>
            )}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {standings.slice(0, drawn).map((standing) => (
            <tr key={standing.participantId} role="row" className={highlighted?.has(standing.participantId) ? 'is-highlighted' : undefined}>
              <td role="cell">{places?.get(standing.participantId) ?? standing.rank}</td>
              <th scope="row" role="rowheader">
                <PlayerName standing={standing} usernameOf={usernameOf} />
              </th>
              {variant === 'placements' ? (
                <>
                  <td role="cell">{standing.wins}</td>
                  <td role="cell">{standing.losses}</td>
                </>
              ) : variant === 'duels' ? (
                <>
                  <td role="cell">{standing.wins}</td>
                  <td role="cell">{standing.draws}</td>
                  <td role="cell">{standing.losses}</td>
                  <td role="cell">{standing.points}</td>
                  {buchholz && <td role="cell">{standing.buchholz ?? '–'}</td>}
                </>
              ) : (
                <>
                  <td role="cell">{standing.points}</td>
                  <td role="cell">{standing.kills ?? 0}</td>
                  <td role="cell">{standing.bestPlace ?? '–'}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
