import type { BracketParticipant, Match, Standing } from './types';

export interface DuelRecord {
  wins: number;
  draws: number;
  losses: number;
  /** Matches won because the other side was empty (a BYE); not counted in `wins`. */
  byes: number;
  scoreFor: number;
  scoreAgainst: number;
  /** Everyone actually met, once per match, in play order. */
  opponents: string[];
}

const emptyRecord = (): DuelRecord => ({ wins: 0, draws: 0, losses: 0, byes: 0, scoreFor: 0, scoreAgainst: 0, opponents: [] });

/** Each participant's record over the completed duels among `matches`. */
export function tallyDuels(participants: BracketParticipant[], matches: Match[]): Map<string, DuelRecord> {
  const records = new Map(participants.map((participant) => [participant.id, emptyRecord()]));
  for (const match of matches) {
    if (match.status !== 'completed') continue;
    const [first, second] = match.opponents;
    for (const [own, other] of [
      [first, second],
      [second, first],
    ] as const) {
      const record = own && records.get(own.participantId);
      if (!own || !record) continue;
      if (match.bye) {
        if (own.result === 'win') record.byes++;
        else if (own.result === 'loss') record.losses++;
        continue;
      }
      if (own.result === 'win') record.wins++;
      else if (own.result === 'draw') record.draws++;
      else if (own.result === 'loss') record.losses++;
      record.scoreFor += own.score ?? 0;
      record.scoreAgainst += other?.score ?? 0;
      if (other) record.opponents.push(other.participantId);
    }
  }
  return records;
}

/** Gives ranks to groups of participants ordered best first: equal within a group, 1 + everyone ahead otherwise. */
export function rankGroups<T>(groups: T[][]): { rank: number; item: T }[] {
  const ranked: { rank: number; item: T }[] = [];
  for (const group of groups) {
    const rank = ranked.length + 1;
    for (const item of group) ranked.push({ rank, item });
  }
  return ranked;
}

export function baseStanding(rank: number, participant: BracketParticipant, record: DuelRecord, points: number): Standing {
  return {
    rank,
    participantId: participant.id,
    name: participant.name,
    wins: record.wins,
    losses: record.losses,
    draws: record.draws,
    points,
    withdrawn: participant.withdrawn,
  };
}
