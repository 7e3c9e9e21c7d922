import type { Placement } from '../../../common/contract/tournaments';
import type { PodiumPlace } from './engine/types';

/** The name a listed place carries while the bracket has not decided who takes it. */
export const UNDECIDED_NAME = 'TBD';

const PODIUM_PLACES = 3;

/** The prize the tournament lists for a place, whoever was named there. */
function prizeOf(listed: Placement[], place: number): string | null {
  return listed.find((result) => result.place === place && result.prize)?.prize ?? null;
}

/**
 * The results a completed bracket decides: places 1 to 3 with the bracket's names, each keeping
 * the prize the tournament lists for that place (two players sharing 3rd both get the 3rd prize).
 * Places past the podium that the tournament lists (a 4th place with a prize) stay, unless the
 * bracket has just put that name on the podium.
 */
export function decidedResults(podium: PodiumPlace[], listed: Placement[] | null): Placement[] {
  const current = listed ?? [];
  const results: Placement[] = podium.map(({ place, name }) => ({ place, name, prize: prizeOf(current, place) }));
  const decided = new Set(results.map((result) => result.name));
  results.push(...current.filter((result) => result.place > PODIUM_PLACES && !decided.has(result.name)));
  return results;
}

/**
 * The results once a correction reopens the bracket: the podium's names are no longer decided,
 * but the prizes of its places are, so each prized place stays, its name to be decided again.
 * Null when nothing but names was listed.
 */
export function undecidedResults(listed: Placement[] | null): Placement[] | null {
  const current = listed ?? [];
  const prizedPlaces = [...new Set(current.filter((result) => result.place <= PODIUM_PLACES && result.prize).map((result) => result.place))];
  const results: Placement[] = [
    ...prizedPlaces.sort((a, b) => a - b).map((place) => ({ place, name: UNDECIDED_NAME, prize: prizeOf(current, place) })),
    ...current.filter((result) => result.place > PODIUM_PLACES),
  ];
  return results.length > 0 ? results : null;
}
