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

/** Rank, name and record of every player; Buchholz when the standings carry it (Swiss). A long table is drawn a few rows a frame. */
export function StandingsTable({ standings, caption, highlighted, usernameOf, variant = 'duels' }: StandingsTableProps) {
  const drawn = useDrawnProgressively(standings.length);
  const buchholz = variant === 'duels' && standings.some((standing) => standing.buchholz !== undefined);
  return (
    // Its own keyboard stop, so a table wider than a phone scrolls without a mouse; named apart from the section.
    <div className="standings-scroll" tabIndex={0} role="region" aria-label={`${caption} table`}>
      <table className="standings">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player or team</th>
            {variant === 'duels' ? (
              <>
                <th scope="col">
                  <abbr title="Wins">W</abbr>
                </th>
                <th scope="col">
                  <abbr title="Draws">D</abbr>
                </th>
                <th scope="col">
                  <abbr title="Losses">L</abbr>
                </th>
                <th scope="col">Points</th>
                {buchholz && <th scope="col">Buchholz</th>}
              </>
            ) : (
              <>
                <th scope="col">Points</th>
                <th scope="col">Kills</th>
                <th scope="col">Best place</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {standings.slice(0, drawn).map((standing) => (
            <tr key={standing.participantId} className={highlighted?.has(standing.participantId) ? 'is-highlighted' : undefined}>
              <td>{standing.rank}</td>
              <th scope="row">
                <PlayerName standing={standing} usernameOf={usernameOf} />
              </th>
              {variant === 'duels' ? (
                <>
                  <td>{standing.wins}</td>
                  <td>{standing.draws}</td>
                  <td>{standing.losses}</td>
                  <td>{standing.points}</td>
                  {buchholz && <td>{standing.buchholz ?? '–'}</td>}
                </>
              ) : (
                <>
                  <td>{standing.points}</td>
                  <td>{standing.kills ?? 0}</td>
                  <td>{standing.bestPlace ?? '–'}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
