import { eliminationMatch } from './elimination';
import { loserOf, winnerOf } from './matchState';
import { nextPowerOfTwo, standardSeedPositions } from './seeding';
import type { BracketState, Match, SingleEliminationSettings, SlotSource } from './types';

export const THIRD_PLACE_MATCH_ID = 'final-1-1';

/**
 * The winners tree shared by both elimination formats: round 1 seeds the participants by the
 * standard positions in a tree of the next power of two, the missing seeds being BYEs; each later
 * match takes the winners of two matches of the round before.
 */
export function winnersBracket(participantCount: number): Match[] {
  const size = nextPowerOfTwo(participantCount);
  const positions = standardSeedPositions(size);
  const seedSource = (seed: number): SlotSource => (seed <= participantCount ? { seed } : { bye: true });
  const matches: Match[] = [];
  for (let round = 1, count = size / 2; count >= 1; round++, count /= 2) {
    for (let number = 1; number <= count; number++) {
      const sources: SlotSource[] =
        round === 1
          ? [seedSource(positions[2 * number - 2]!), seedSource(positions[2 * number - 1]!)]
          : [{ winnerOf: `winners-${round - 1}-${2 * number - 1}` }, { winnerOf: `winners-${round - 1}-${2 * number}` }];
      matches.push(eliminationMatch('winners', round, number, sources));
    }
  }
  return matches;
}

export function winnersRoundCount(participantCount: number): number {
  return Math.log2(nextPowerOfTwo(participantCount));
}

export function generateSingleElimination(participantCount: number, settings: SingleEliminationSettings): Match[] {
  const matches = winnersBracket(participantCount);
  const rounds = winnersRoundCount(participantCount);
  // Two participants have no semifinal, hence no third place to play for.
  if (settings.thirdPlaceMatch && rounds >= 2) {
    const semifinal = (number: number): SlotSource => ({ loserOf: `winners-${rounds - 1}-${number}` });
    matches.push(eliminationMatch('final', 1, 1, [semifinal(1), semifinal(2)]));
  }
  return matches;
}

function losersOfRound(state: BracketState, round: number): string[] {
  return state.matches
    .filter((match) => match.bracket === 'winners' && match.round === round)
    .flatMap((match) => match.opponents.filter((opponent) => opponent?.result === 'loss').map((opponent) => opponent!.participantId));
}

/**
 * Who finished where, best first, among those whose place is known: the final's winner and loser,
 * then the third-place match's winner and loser (or both semifinal losers together), then the
 * losers of each earlier round together.
 */
export function singleEliminationPlacements(state: BracketState): string[][] {
  const rounds = Math.max(...state.matches.filter((match) => match.bracket === 'winners').map((match) => match.round));
  const final = state.matches.find((match) => match.id === `winners-${rounds}-1`)!;
  const groups: string[][] = [];
  const champion = winnerOf(final);
  const runnerUp = loserOf(final);
  if (champion) groups.push([champion.participantId]);
  if (runnerUp) groups.push([runnerUp.participantId]);
  const thirdPlaceMatch = state.matches.find((match) => match.id === THIRD_PLACE_MATCH_ID);
  const thirdPlaceWinner = thirdPlaceMatch && winnerOf(thirdPlaceMatch);
  const semifinalLosers = rounds >= 2 ? losersOfRound(state, rounds - 1) : [];
  if (thirdPlaceWinner) {
    groups.push([thirdPlaceWinner.participantId]);
    groups.push(semifinalLosers.filter((id) => id !== thirdPlaceWinner.participantId));
  } else {
    groups.push(semifinalLosers);
  }
  for (let round = rounds - 2; round >= 1; round--) groups.push(losersOfRound(state, round));
  return groups;
}
