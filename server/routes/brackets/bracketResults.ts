import type { Prize } from '../../../common/contract/registrations';
import type { Placement } from '../../../common/contract/tournaments';
import type { FinalPlace } from './engine/types';

/** The name a listed place carries while the bracket has not decided who takes it. */
export const UNDECIDED_NAME = 'TBD';

const PODIUM_PLACES = 3;
/** As long as a prize may be entered: the results stay editable as they are stored. */
const PRIZE_MAX_LENGTH = 100;

/** A place the bracket gave to one participant or more: 3rd for two spans places 3 and 4. */
interface SharedPlace {
  place: number;
  last: number;
  names: string[];
}

function sharedPlaces(places: FinalPlace[]): SharedPlace[] {
  const shared: SharedPlace[] = [];
  for (const { place, name } of places) {
    const current = shared.at(-1);
    if (current?.place === place) {
      current.names.push(name);
      current.last += 1;
    } else shared.push({ place, last: place, names: [name] });
  }
  return shared;
}

const spans = (shared: SharedPlace, place: number) => place >= shared.place && place <= shared.last;

/** The places the results name: the podium, and every place the tournament sets a prize for. */
function namedPlaces(places: FinalPlace[], prizes: Prize[]): SharedPlace[] {
  return sharedPlaces(places).filter((shared) => shared.place <= PODIUM_PLACES || prizes.some((prize) => spans(shared, prize.place)));
}

/** The prize of a place: the one set with the tournament, else the one an admin entered in its results. */
function prizeAt(place: number, prizes: Prize[], listed: Placement[]): string | null {
  return prizes.find((prize) => prize.place === place)?.prize ?? listed.find((result) => result.place === place && result.prize)?.prize ?? null;
}

/**
 * The prize each participant sharing a place gets: that of the places shared when they are alike
 * (3rd–4th: €50 each), all of them when they differ ("€80 / €40"), as the bracket did not say who
 * takes which.
 */
function sharedPrize(shared: SharedPlace, prizes: Prize[], listed: Placement[]): string | null {
  const distinct = new Set<string>();
  for (let place = shared.place; place <= shared.last; place++) {
    const prize = prizeAt(place, prizes, listed);
    if (prize) distinct.add(prize);
  }
  if (distinct.size === 0) return null;
  const text = [...distinct].join(' / ');
  return text.length <= PRIZE_MAX_LENGTH ? text : `${text.slice(0, PRIZE_MAX_LENGTH - 1)}…`;
}

const byPlace = (a: Placement, b: Placement) => a.place - b.place;

/**
 * The results a completed bracket decides, from every participant's final place: the podium and
 * each place the tournament sets a prize for, with the bracket's names and the place's prize
 * (participants sharing a place share its prizes). What the results listed besides stays: a place
 * the bracket does not name (a 4th place an admin entered), unless its name has just been placed
 * by the bracket, and then it keeps its prize under an undecided name if it has one.
 */
export function decidedResults(places: FinalPlace[], listed: Placement[] | null, prizes: Prize[] = []): Placement[] {
  const current = listed ?? [];
  const named = namedPlaces(places, prizes);
  const results: Placement[] = named.flatMap((shared) => {
    const prize = sharedPrize(shared, prizes, current);
    return shared.names.map((name) => ({ place: shared.place, name, prize }));
  });
  const placedNames = new Set(results.map((result) => result.name));
  for (const result of current) {
    if (named.some((shared) => spans(shared, result.place))) continue;
    if (!placedNames.has(result.name)) results.push(result);
    else if (result.prize) results.push({ ...result, name: UNDECIDED_NAME });
  }
  return results.sort(byPlace);
}

/**
 * The results once a correction reopens the bracket, from the final places it had: the names it
 * gave are no longer decided, but the prizes of those places are, so each prized place stays, its
 * name to be decided again. What the bracket did not name stays as it was. Null when nothing is left.
 */
export function undecidedResults(previous: FinalPlace[], listed: Placement[] | null, prizes: Prize[] = []): Placement[] | null {
  const current = listed ?? [];
  const named = namedPlaces(previous, prizes);
  const results: Placement[] = [];
  for (const shared of named) {
    for (let place = shared.place; place <= shared.last; place++) {
      const prize = prizeAt(place, prizes, current);
      if (prize) results.push({ place, name: UNDECIDED_NAME, prize });
    }
  }
  results.push(...current.filter((result) => !named.some((shared) => spans(shared, result.place))));
  return results.length > 0 ? results.sort(byPlace) : null;
}
