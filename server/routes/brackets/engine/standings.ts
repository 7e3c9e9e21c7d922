import { rulesFor } from './formatRules';
import { roundRobinOverallOrder } from './roundRobin';
import type { BracketState, PodiumPlace, Standing } from './types';

/** The standings of every format, best first (round robin: group by group). */
export function computeStandings(state: BracketState): Standing[] {
  return rulesFor(state.settings).standings(state);
}

/**
 * The podium of a completed bracket (null before): places 1 to 3 with names. Elimination
 * without a third-place match has two participants in 3rd place; a round robin with groups ranks
 * group winners first.
 */
export function podium(state: BracketState): PodiumPlace[] | null {
  if (state.status !== 'completed') return null;
  const standings = computeStandings(state);
  const places =
    state.settings.format === 'ROUND_ROBIN'
      ? roundRobinOverallOrder(standings, state).map((standing, index) => ({ ...standing, rank: index + 1 }))
      : standings;
  return places
    .filter((standing) => standing.rank <= 3)
    .map((standing) => ({ place: standing.rank, participantId: standing.participantId, name: standing.name }));
}
