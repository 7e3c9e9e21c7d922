import type { Bracket, BracketMatch } from '../../../../common/contract/brackets';

const SIDE_NAMES: Record<BracketMatch['bracket'], string> = {
  winners: 'Winners',
  losers: 'Losers',
  final: 'Grand final',
  group: 'Group',
  swiss: 'Swiss',
  lobby: 'Battle royale',
};

/** The heading of a round: "Winners round 2", "Group 1 round 3", "Grand final". */
export function roundLabel(match: Pick<BracketMatch, 'bracket' | 'round' | 'group'>, format: Bracket['format']): string {
  if (match.bracket === 'final') return match.round > 1 ? 'Grand final reset' : 'Grand final';
  if (match.bracket === 'group') return `Group ${match.group ?? 1} round ${match.round}`;
  if (match.bracket === 'winners' && format === 'SINGLE_ELIMINATION') return `Round ${match.round}`;
  return `${SIDE_NAMES[match.bracket]} round ${match.round}`;
}

/** A match named so a screen reader user knows which one: "Round 1 match 2", "Battle royale round 2 lobby 1". */
export function matchLabel(match: BracketMatch, format: Bracket['format']): string {
  return `${roundLabel(match, format)} ${match.bracket === 'lobby' ? 'lobby' : 'match'} ${match.number}`;
}

export interface RoundOfMatches {
  key: string;
  label: string;
  matches: BracketMatch[];
}

/** The matches in play order, grouped by round (and side, and group). */
export function roundsOf(bracket: Bracket): RoundOfMatches[] {
  const rounds = new Map<string, RoundOfMatches>();
  for (const match of bracket.matches) {
    const key = `${match.bracket}-${match.group ?? 0}-${match.round}`;
    const round = rounds.get(key) ?? { key, label: roundLabel(match, bracket.format), matches: [] };
    round.matches.push(match);
    rounds.set(key, round);
  }
  return [...rounds.values()];
}

/** Who played and how it ended, in words: "Ada 2 – 1 Bob, Ada won". */
export function matchSummary(match: BracketMatch): string {
  if (match.bracket === 'lobby') {
    const players = match.opponents.filter((opponent) => opponent !== null);
    return `${players.length} players`;
  }
  const [first, second] = match.opponents;
  const side = (opponent: BracketMatch['opponents'][number] | undefined) => opponent?.name ?? (match.bye ? 'BYE' : 'to be decided');
  const scores = match.status === 'completed' && first?.score != null && second?.score != null ? ` ${first.score} – ${second.score} ` : ' vs ';
  const winner = match.opponents.find((opponent) => opponent?.result === 'win');
  const outcome = match.opponents.some((opponent) => opponent?.result === 'draw') ? ', a draw' : winner ? `, ${winner.name} won` : '';
  const forfeit = match.opponents.some((opponent) => opponent?.forfeit) ? ' (forfeit)' : '';
  return `${side(first)}${scores}${side(second)}${outcome}${forfeit}`;
}
