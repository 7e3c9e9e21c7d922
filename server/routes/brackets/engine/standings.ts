import { rulesFor } from './formatRules';
import { roundRobinOverallOrder } from './roundRobin';
import type { BracketState, FinalPlace, Standing } from './types';

/** The standings of every format, best first (round robin: group by group). */
export function computeStandings(state: BracketState): Standing[] {
  return rulesFor(state.settings).standings(state);
}

/**
 * Every participant's place in a completed bracket (null before), best first. Elimination shares
 * a place among those who went out in the same round (1, 2, 3, 3, 5, 5, 5, 5); round robin with
 * groups ranks group winners first, then runners-up, and so on; the other formats rank one by one.
 */
export function finalPlaces(state: BracketState): FinalPlace[] | null {
  if (state.status !== 'completed') return null;
  const standings = computeStandings(state);
  const places =
    state.settings.format === 'ROUND_ROBIN'
      ? roundRobinOverallOrder(standings, state).map((standing, index) => ({ ...standing, rank: index + 1 }))
      : standings;
  return places.map((standing) => ({ place: standing.rank, participantId: standing.participantId, name: standing.name }));
}

/** The podium of a completed bracket (null before): places 1 to 3, two in 3rd when no match decided it. */
export function podium(state: BracketState): FinalPlace[] | null {
  return finalPlaces(state)?.filter((place) => place.place <= 3) ?? null;
}
