import { useId } from 'react';
import { Link } from 'react-router';
import type { Standing } from '../../../common/contract/brackets';
import { useDrawnProgressively } from './useDrawnProgressively';

interface StandingsTableProps {
  standings: Standing[];
  caption: string;
  highlighted?: ReadonlySet<string>;
  usernameOf?: (participantId: string) => string | null;
  /** Battle royale: points and kills instead of wins, draws and losses. */
  variant?: 'duels' | 'battle-royale';
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

/**
 * Rank, name and record of every player; Buchholz when the standings carry it (Swiss). A long
 * table is drawn a few rows a frame, and its rows are laid out each on its own (see the styles),
 * so the explicit roles keep it a table for assistive technology.
 */
export function StandingsTable({ standings, caption, highlighted, usernameOf, variant = 'duels' }: StandingsTableProps) {
  const drawn = useDrawnProgressively(standings.length);
  const captionId = useId();
  const buchholz = variant === 'duels' && standings.some((standing) => standing.buchholz !== undefined);
  const layout = variant === 'duels' ? (buchholz ? 'swiss' : 'duels') : 'battle-royale';
  return (
    // Its own keyboard stop, so a table wider than a phone scrolls without a mouse; named apart from the section.
    <div className="standings-scroll" tabIndex={0} role="region" aria-label={`${caption} table`}>
      <table className={`standings standings--${layout}`} role="table" aria-labelledby={captionId}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">Rank</th>
            <th scope="col" role="columnheader">Player or team</th>
            {variant === 'duels' ? (
              <>
                <th scope="col" role="columnheader">
                  <abbr title="Wins">W</abbr>
                </th>
                <th scope="col" role="columnheader">
                  <abbr title="Draws">D</abbr>
                </th>
                <th scope="col" role="columnheader">
                  <abbr title="Losses">L</abbr>
                </th>
                <th scope="col" role="columnheader">Points</th>
                {buchholz && <th scope="col" role="columnheader">Buchholz</th>}
              </>
            ) : (
              <>
                <th scope="col" role="columnheader">Points</th>
                <th scope="col" role="columnheader">Kills</th>
                <th scope="col" role="columnheader">Best place</th>
              </>
            )}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {standings.slice(0, drawn).map((standing) => (
            <tr key={standing.participantId} role="row" className={highlighted?.has(standing.participantId) ? 'is-highlighted' : undefined}>
              <td role="cell">{standing.rank}</td>
              <th scope="row" role="rowheader">
                <PlayerName standing={standing} usernameOf={usernameOf} />
              </th>
              {variant === 'duels' ? (
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
