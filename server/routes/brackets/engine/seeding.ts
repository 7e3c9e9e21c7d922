/** Placing seeds: elimination trees, losers-bracket drops, groups and lobbies. */

export function nextPowerOfTwo(count: number): number {
  let size = 1;
  while (size < count) size *= 2;
  return size;
}

/**
 * The seed at each position of the first round of an elimination tree of `size` slots, read in
 * pairs: for 8, [1, 8, 4, 5, 2, 7, 3, 6]. Each pair adds up to size + 1, so when seeds past the
 * participant count are BYEs the top seeds get them; seeds 1 and 2 sit in opposite halves and can
 * meet only in the final, 1 to 4 in different quarters, and so on.
 */
export function standardSeedPositions(size: number): number[] {
  let positions = [1];
  while (positions.length < size) {
    const doubled = positions.length * 2;
    positions = positions.flatMap((seed) => [seed, doubled + 1 - seed]);
  }
  return positions;
}

/**
 * Deals items (in rank order) into `count` piles like cards, turning at each end: 1 2 3 3 2 1 1 2 …
 * Pile sizes differ by at most one and the strength of each pile is balanced.
 */
export function snakeDistribution<T>(items: T[], count: number): T[][] {
  const piles: T[][] = Array.from({ length: count }, () => []);
  items.forEach((item, index) => {
    const pass = Math.floor(index / count);
    const offset = index % count;
    piles[pass % 2 === 0 ? offset : count - 1 - offset]!.push(item);
  });
  return piles;
}

type DropOrdering = 'natural' | 'reverse' | 'half_shift' | 'reverse_half_shift' | 'pair_flip';

const reorder: Record<DropOrdering, <T>(items: T[]) => T[]> = {
  natural: (items) => [...items],
  reverse: (items) => [...items].reverse(),
  half_shift: (items) => [...items.slice(items.length / 2), ...items.slice(0, items.length / 2)],
  reverse_half_shift: (items) => [...items.slice(0, items.length / 2).reverse(), ...items.slice(items.length / 2).reverse()],
  pair_flip: (items) => items.flatMap((_, index) => (index % 2 === 0 ? [items[index + 1]!, items[index]!] : [])),
};

/**
 * How the losers of each winners round are laid into the losers bracket, by tree size: the first
 * entry orders the losers of winners round 1, entry j the losers of winners round j + 1. The
 * orderings keep a dropped player away, for as long as the tree allows, from the players they
 * already met in the winners bracket. The table is the one of brackets-manager.js, after
 * "Superior double elimination losers bracket seeding" (tl.net); larger trees repeat the pattern of
 * the 128 one.
 */
const DROP_ORDERINGS: Record<number, DropOrdering[]> = {
  4: ['natural', 'reverse'],
  8: ['natural', 'reverse', 'natural'],
  16: ['natural', 'reverse_half_shift', 'reverse', 'natural'],
  32: ['natural', 'reverse', 'half_shift', 'natural', 'natural'],
  64: ['natural', 'reverse', 'half_shift', 'reverse', 'natural', 'natural'],
  128: ['natural', 'reverse', 'half_shift', 'pair_flip', 'pair_flip', 'pair_flip', 'natural'],
};

function dropOrderingsFor(size: number): DropOrdering[] {
  const known = DROP_ORDERINGS[size];
  if (known) return known;
  const winnersRounds = Math.log2(size);
  const pairFlips = Array.from({ length: winnersRounds - 4 }, (): DropOrdering => 'pair_flip');
  return ['natural', 'reverse', 'half_shift', ...pairFlips, 'natural'];
}

/** The losers of winners round `winnersRound` (from 1), in the order they enter the losers bracket. */
export function orderDroppedLosers<T>(losers: T[], winnersRound: number, size: number): T[] {
  if (losers.length === 1) return [...losers];
  const ordering = dropOrderingsFor(size)[winnersRound - 1] ?? 'natural';
  return reorder[ordering](losers);
}
