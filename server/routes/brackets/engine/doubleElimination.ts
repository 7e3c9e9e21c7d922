import { eliminationMatch, GRAND_FINAL_ID, GRAND_FINAL_RESET_ID } from './elimination';
import { loserOf, winnerOf } from './matchState';
import { nextPowerOfTwo, orderDroppedLosers } from './seeding';
import { winnersBracket, winnersRoundCount } from './singleElimination';
import type { BracketState, DoubleEliminationSettings, Match, SlotSource } from './types';

/**
 * Double elimination: a participant is out after two losses. The losers bracket alternates two
 * kinds of rounds: the survivors play each other, then they meet the players who just lost in the
 * next winners round. Its champion meets the winners-bracket champion in the grand final; with a
 * reset, a second grand final is played when the winners-bracket champion loses the first, so that
 * both finalists have lost twice before one is out.
 */
export function generateDoubleElimination(participantCount: number, settings: DoubleEliminationSettings): Match[] {
  const size = nextPowerOfTwo(participantCount);
  const winnersRounds = winnersRoundCount(participantCount);
  const matches = winnersBracket(participantCount);
  const droppedFrom = (winnersRound: number): SlotSource[] => {
    const losers = Array.from({ length: size / 2 ** winnersRound }, (_, index): SlotSource => ({ loserOf: `winners-${winnersRound}-${index + 1}` }));
    return orderDroppedLosers(losers, winnersRound, size);
  };

  // With two participants there is no losers bracket: the loser of the only match goes straight to the grand final.
  let losersChampion: SlotSource = { loserOf: 'winners-1-1' };
  if (winnersRounds >= 2) {
    let round = 1;
    const firstDrop = droppedFrom(1);
    let survivors = firstDrop.length / 2;
    for (let index = 0; index < survivors; index++) {
      matches.push(eliminationMatch('losers', round, index + 1, [firstDrop[2 * index]!, firstDrop[2 * index + 1]!]));
    }
    for (let winnersRound = 2; winnersRound <= winnersRounds; winnersRound++) {
      round++;
      const dropped = droppedFrom(winnersRound);
      for (let index = 0; index < survivors; index++) {
        matches.push(eliminationMatch('losers', round, index + 1, [dropped[index]!, { winnerOf: `losers-${round - 1}-${index + 1}` }]));
      }
      if (winnersRound === winnersRounds) break;
      round++;
      survivors /= 2;
      for (let index = 0; index < survivors; index++) {
        const feeder = (number: number): SlotSource => ({ winnerOf: `losers-${round - 1}-${number}` });
        matches.push(eliminationMatch('losers', round, index + 1, [feeder(2 * index + 1), feeder(2 * index + 2)]));
      }
    }
    losersChampion = { winnerOf: `losers-${round}-1` };
  }

  matches.push(eliminationMatch('final', 1, 1, [{ winnerOf: `winners-${winnersRounds}-1` }, losersChampion]));
  if (settings.grandFinalReset) {
    // The winners-bracket champion stays on the first side, whatever the first grand final's score.
    matches.push(eliminationMatch('final', 2, 1, [{ loserOf: GRAND_FINAL_ID }, { winnerOf: GRAND_FINAL_ID }]));
  }
  return matches;
}

/**
 * Who finished where, best first, among those whose place is known: the deciding grand final's
 * winner and loser, then the losers of each losers-bracket round, the last round first.
 */
export function doubleEliminationPlacements(state: BracketState): string[][] {
  const reset = state.matches.find((match) => match.id === GRAND_FINAL_RESET_ID);
  const deciding = reset && !reset.bye ? reset : state.matches.find((match) => match.id === GRAND_FINAL_ID)!;
  const groups: string[][] = [];
  const champion = winnerOf(deciding);
  const runnerUp = loserOf(deciding);
  if (champion) groups.push([champion.participantId]);
  if (runnerUp) groups.push([runnerUp.participantId]);
  const losersMatches = state.matches.filter((match) => match.bracket === 'losers');
  const lastRound = Math.max(0, ...losersMatches.map((match) => match.round));
  for (let round = lastRound; round >= 1; round--) {
    groups.push(
      losersMatches
        .filter((match) => match.round === round)
        .flatMap((match) => match.opponents.filter((opponent) => opponent?.result === 'loss').map((opponent) => opponent!.participantId)),
    );
  }
  return groups;
}
