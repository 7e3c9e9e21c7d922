import { newOpponent, settleForfeitsOfUnreportedDuels } from './matchState';
import { snakeDistribution } from './seeding';
import { baseStanding, type DuelRecord, tallyDuels } from './tally';
import type { BracketParticipant, BracketState, Match, RoundRobinSettings, Standing } from './types';

export const ROUND_ROBIN_POINTS = { win: 3, draw: 1, loss: 0 } as const;

/**
 * The circle method: the first player stays put while the others turn around them one place a
 * round, and each round pairs the ends of the circle inwards. Everyone meets everyone once, and
 * plays at most once a round; with an odd count one player sits out each round. Round 1 pairs the
 * first with the last, the second with the one before last, and so on.
 */
function circleRounds<T>(members: T[]): [T, T][][] {
  const circle: (T | null)[] = members.length % 2 === 0 ? [...members] : [...members, null];
  const size = circle.length;
  const rounds: [T, T][][] = [];
  for (let round = 0; round < size - 1; round++) {
    const pairs: [T, T][] = [];
    for (let index = 0; index < size / 2; index++) {
      const first = circle[index]!;
      const second = circle[size - 1 - index]!;
      if (first === null || second === null) continue;
      // The player who never moves would otherwise always take the first side.
      pairs.push(index === 0 && round % 2 === 1 ? [second, first] : [first, second]);
    }
    rounds.push(pairs);
    circle.splice(1, 0, circle.pop()!);
  }
  return rounds;
}

/** Groups are dealt by snake seeding; the matches are listed round by round, group by group. */
export function generateRoundRobin(participants: BracketParticipant[], settings: RoundRobinSettings): Match[] {
  const groups = snakeDistribution(participants, settings.groups).map((members) => circleRounds(members));
  const roundCount = Math.max(...groups.map((rounds) => rounds.length));
  const matches: Match[] = [];
  for (let round = 1; round <= roundCount; round++) {
    groups.forEach((rounds, groupIndex) => {
      rounds[round - 1]?.forEach(([first, second], index) => {
        const group = groupIndex + 1;
        const number = index + 1;
        matches.push({ id: `group-${group}-${round}-${number}`, round, bracket: 'group', group, number, status: 'ready', opponents: [newOpponent(first), newOpponent(second)], bye: false, reportId: null });
      });
    });
  }
  return matches;
}

export function settleRoundRobin(state: BracketState): void {
  settleForfeitsOfUnreportedDuels(state);
  state.status = state.matches.every((match) => match.status === 'completed') ? 'completed' : 'running';
}

const pointsOf = (record: DuelRecord): number => ROUND_ROBIN_POINTS.win * record.wins + ROUND_ROBIN_POINTS.draw * record.draws;
const differenceOf = (record: DuelRecord): number => record.scoreFor - record.scoreAgainst;

/**
 * Orders one group: points (3 a win, 1 a draw), then, among participants level on points, the
 * points they took in the matches between themselves, then the score difference over all the
 * group's matches, then the seed.
 */
function rankGroup(members: BracketParticipant[], matches: Match[]): { participant: BracketParticipant; record: DuelRecord }[] {
  const records = tallyDuels(members, matches);
  const rows = members.map((participant) => ({ participant, record: records.get(participant.id)! }));
  const headToHead = new Map<string, number>();
  for (const row of rows) {
    const level = new Set(rows.filter((other) => pointsOf(other.record) === pointsOf(row.record)).map((other) => other.participant.id));
    const between = matches.filter((match) => match.opponents.every((opponent) => opponent !== null && level.has(opponent.participantId)));
    headToHead.set(row.participant.id, pointsOf(tallyDuels([row.participant], between).get(row.participant.id)!));
  }
  return rows.sort(
    (a, b) =>
      pointsOf(b.record) - pointsOf(a.record) ||
      headToHead.get(b.participant.id)! - headToHead.get(a.participant.id)! ||
      differenceOf(b.record) - differenceOf(a.record) ||
      a.participant.seed - b.participant.seed,
  );
}

/** Standings group by group, each ranked from 1. */
export function roundRobinStandings(state: BracketState): Standing[] {
  const groupCount = state.settings.format === 'ROUND_ROBIN' ? state.settings.groups : 1;
  const memberIds = Array.from({ length: groupCount }, () => new Set<string>());
  for (const match of state.matches) {
    for (const opponent of match.opponents) if (opponent) memberIds[(match.group ?? 1) - 1]!.add(opponent.participantId);
  }
  return memberIds.flatMap((ids, groupIndex) => {
    const members = state.participants.filter((participant) => ids.has(participant.id));
    const matches = state.matches.filter((match) => match.group === groupIndex + 1);
    return rankGroup(members, matches).map(({ participant, record }, index) => ({
      ...baseStanding(index + 1, participant, record, pointsOf(record)),
      group: groupIndex + 1,
      scoreFor: record.scoreFor,
      scoreAgainst: record.scoreAgainst,
    }));
  });
}

/** Across groups: group winners first (the one with most points, then the best difference, first), then runners-up, and so on. */
export function roundRobinOverallOrder(standings: Standing[], state: BracketState): Standing[] {
  const seedOf = new Map(state.participants.map((participant) => [participant.id, participant.seed]));
  const difference = (standing: Standing) => (standing.scoreFor ?? 0) - (standing.scoreAgainst ?? 0);
  return [...standings].sort(
    (a, b) => a.rank - b.rank || b.points - a.points || difference(b) - difference(a) || seedOf.get(a.participantId)! - seedOf.get(b.participantId)!,
  );
}
