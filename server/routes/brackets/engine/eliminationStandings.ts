import { doubleEliminationPlacements } from './doubleElimination';
import { singleEliminationPlacements } from './singleElimination';
import { baseStanding, rankGroups, tallyDuels } from './tally';
import type { BracketState, Standing } from './types';

/**
 * Elimination standings are final placements: participants still playing share the top rank,
 * then come those already out, by how far they went (those who went out in the same round share
 * a rank: 1, 2, 3, 3, 5, 5, 5, 5), then withdrawn participants whose place no match decided.
 * Points count matches won (BYEs are not wins).
 */
export function eliminationStandings(state: BracketState): Standing[] {
  const placements = state.settings.format === 'DOUBLE_ELIMINATION' ? doubleEliminationPlacements(state) : singleEliminationPlacements(state);
  const placed = new Set(placements.flat());
  const unplaced = state.participants.filter((participant) => !placed.has(participant.id));
  const bySeed = (ids: string[]) => {
    const members = new Set(ids);
    return state.participants.filter((participant) => members.has(participant.id));
  };
  const groups = [
    unplaced.filter((participant) => participant.withdrawn === null),
    ...placements.map(bySeed),
    unplaced.filter((participant) => participant.withdrawn !== null),
  ].filter((group) => group.length > 0);
  const records = tallyDuels(state.participants, state.matches);
  return rankGroups(groups).map(({ rank, item }) => {
    const record = records.get(item.id)!;
    return baseStanding(rank, item, record, record.wins);
  });
}
