import { settleBattleRoyale, battleRoyaleStandings } from './battleRoyale';
import { generateDoubleElimination } from './doubleElimination';
import { eliminationDependants, settleElimination } from './elimination';
import { eliminationStandings } from './eliminationStandings';
import { generateRoundRobin, roundRobinStandings, settleRoundRobin } from './roundRobin';
import { generateSingleElimination } from './singleElimination';
import { settleSwiss, swissStandings } from './swiss';
import type { BracketParticipant, BracketSettings, BracketState, Match, Standing } from './types';

/** What differs from one format to the next. */
export interface FormatRules {
  /** The matches known from the start (Swiss and battle royale open their rounds in `settle`). */
  generate(participants: BracketParticipant[]): Match[];
  /** Brings the state in line with its results: advances winners and BYEs, settles forfeits, opens rounds, sets the status. */
  settle(state: BracketState): void;
  standings(state: BracketState): Standing[];
  /** Played matches whose participants depend on the result of `matchId`. */
  dependants(state: BracketState, matchId: string): Match[];
  allowsDraws: boolean;
}

const noDependants = (): Match[] => [];

/**
 * Round robin, Swiss and battle royale: a corrected result changes the standings only. Later
 * matches were really played between their participants, and pairings once made are kept, as
 * tournament directors do.
 */
export function rulesFor(settings: BracketSettings): FormatRules {
  switch (settings.format) {
    case 'SINGLE_ELIMINATION':
      return {
        generate: (participants) => generateSingleElimination(participants.length, settings),
        settle: settleElimination,
        standings: eliminationStandings,
        dependants: eliminationDependants,
        allowsDraws: false,
      };
    case 'DOUBLE_ELIMINATION':
      return {
        generate: (participants) => generateDoubleElimination(participants.length, settings),
        settle: settleElimination,
        standings: eliminationStandings,
        dependants: eliminationDependants,
        allowsDraws: false,
      };
    case 'ROUND_ROBIN':
      return {
        generate: (participants) => generateRoundRobin(participants, settings),
        settle: settleRoundRobin,
        standings: roundRobinStandings,
        dependants: noDependants,
        allowsDraws: true,
      };
    case 'SWISS':
      return { generate: () => [], settle: settleSwiss, standings: swissStandings, dependants: noDependants, allowsDraws: true };
    case 'BATTLE_ROYALE':
      return { generate: () => [], settle: settleBattleRoyale, standings: battleRoyaleStandings, dependants: noDependants, allowsDraws: false };
  }
}
