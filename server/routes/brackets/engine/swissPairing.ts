/**
 * Pairs one Swiss round. `ranked` is best first. Nobody meets someone they already met; the
 * lowest-ranked player who has not had a BYE yet sits out when the count is odd. Within a score
 * group the top half meets the bottom half (1st against the middle, like round 1's 1 v n/2+1);
 * who cannot be paired in their group meets the nearest-ranked player below. Avoiding a rematch
 * comes before avoiding a second BYE. When the history leaves no pairing without a rematch (the
 * round count is bounded so that this does not happen, short of withdrawals), or the search for one
 * takes too long, the one found by allowing rematches is used.
 */
export interface PairingInput {
  /** Participant ids, best ranked first. */
  ranked: string[];
  points: Map<string, number>;
  /** Everyone each participant has met. */
  met: Map<string, Set<string>>;
  hadBye: Set<string>;
}

export interface RoundPairing {
  pairs: [string, string][];
  bye: string | null;
}

/** Bounds the backtracking of one round; a dense history (few rounds, many players) needs a handful of steps. */
const SEARCH_STEPS = 200_000;

interface Search {
  input: PairingInput;
  allowRematch: boolean;
  stepsLeft: number;
}

export function pairSwissRound(input: PairingInput): RoundPairing {
  const { ranked } = input;
  for (const allowRematch of [false, true]) {
    const search: Search = { input, allowRematch, stepsLeft: SEARCH_STEPS };
    if (ranked.length % 2 === 0) {
      const pairs = pairAll(ranked, search);
      if (pairs) return { pairs, bye: null };
      continue;
    }
    const byeOrder = [...ranked].reverse();
    const candidates = [...byeOrder.filter((id) => !input.hadBye.has(id)), ...byeOrder.filter((id) => input.hadBye.has(id))];
    for (const bye of candidates) {
      const pairs = pairAll(
        ranked.filter((id) => id !== bye),
        search,
      );
      if (pairs) return { pairs, bye };
    }
  }
  throw new Error('A Swiss round could not be paired.');
}

/** Candidates for the best-ranked unpaired player, most wanted first. */
function candidatesFor(player: string, unpaired: string[], input: PairingInput): string[] {
  const points = input.points.get(player) ?? 0;
  const group = unpaired.filter((id) => (input.points.get(id) ?? 0) === points);
  const middle = Math.floor(group.length / 2);
  const sameGroup = group
    .map((id, index) => ({ id, index }))
    .filter(({ id }) => id !== player)
    .sort((a, b) => Math.abs(a.index - middle) - Math.abs(b.index - middle) || b.index - a.index)
    .map(({ id }) => id);
  const below = unpaired.filter((id) => id !== player && (input.points.get(id) ?? 0) !== points);
  return [...sameGroup, ...below];
}

function pairAll(players: string[], search: Search): [string, string][] | null {
  if (players.length === 0) return [];
  if (search.stepsLeft-- <= 0) return null;
  const [player, ...rest] = players as [string, ...string[]];
  for (const opponent of candidatesFor(player, players, search.input)) {
    if (!search.allowRematch && search.input.met.get(player)?.has(opponent)) continue;
    const others = pairAll(
      rest.filter((id) => id !== opponent),
      search,
    );
    if (others) return [[player, opponent], ...others];
  }
  return null;
}
