import './brackets.css';
import { useMemo } from 'react';
import type { Bracket, Standing } from '../../../common/contract/brackets';
import { doubleEliminationParts, singleEliminationParts } from './bracketLayout';
import { EliminationBracket } from './EliminationBracket';
import type { MatchCardProps } from './MatchCard';
import { RoundsView } from './RoundsView';
import { StandingsTable } from './StandingsTable';

/** Standings split by group when the format has groups (round robin). */
function GroupedStandings({ standings, ...options }: { standings: Standing[] } & Omit<Parameters<typeof StandingsTable>[0], 'standings' | 'caption'>) {
  const groups = [...new Set(standings.map((standing) => standing.group ?? 0))].sort((a, b) => a - b);
  if (groups.length < 2) return <StandingsTable standings={standings} caption="Standings" {...options} />;
  return (
    <>
      {groups.map((group) => (
        <div key={group} className="bracket-group">
          <h3>Group {group}</h3>
          <StandingsTable standings={standings.filter((standing) => (standing.group ?? 0) === group)} caption={`Standings of group ${group}`} {...options} />
        </div>
      ))}
    </>
  );
}

type BracketFormatViewProps = { bracket: Bracket } & Pick<MatchCardProps, 'highlighted' | 'usernameOf' | 'playedBy' | 'onDispute'>;

/**
 * A bracket drawn as its format reads best: elimination trees, or standings with the rounds'
 * pairings or lobbies. The public page shows it live (with a player's Dispute result), the backoffice a start's preview.
 */
export function BracketFormatView({ bracket, ...options }: BracketFormatViewProps) {
  // Kept between renders, so that a search (which draws the bracket again) leaves the rounds as they are.
  const parts = useMemo(() => {
    if (bracket.format === 'SINGLE_ELIMINATION') return singleEliminationParts(bracket.matches);
    return bracket.format === 'DOUBLE_ELIMINATION' ? doubleEliminationParts(bracket.matches) : null;
  }, [bracket.format, bracket.matches]);
  if (parts) return <EliminationBracket parts={parts} {...options} />;
  const standingsOptions = { highlighted: options.highlighted, usernameOf: options.usernameOf };
  switch (bracket.format) {
    case 'BATTLE_ROYALE':
      return (
        <>
          <h3>Leaderboard</h3>
          <StandingsTable standings={bracket.standings} caption="Leaderboard" variant="battle-royale" {...standingsOptions} />
          <RoundsView matches={bracket.matches} title="Lobbies" {...options} />
        </>
      );
    default:
      return (
        <>
          <GroupedStandings standings={bracket.standings} {...standingsOptions} />
          <RoundsView matches={bracket.matches} title="Pairings" {...options} />
        </>
      );
  }
}
