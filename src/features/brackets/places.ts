import type { Standing } from '../../../common/contract/brackets';

/** 1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, … 21st. */
export function ordinal(place: number): string {
  const tens = place % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' }) as Record<number, string>)[place % 10] ?? 'th';
  return `${place}${suffix}`;
}

/**
 * The place of each standing as a reader says it: "1st" when it is one player's alone, "5th–8th"
 * when the players who went out in the same round share it.
 */
export function placeLabels(standings: Standing[]): Map<string, string> {
  const sharing = new Map<number, number>();
  for (const standing of standings) sharing.set(standing.rank, (sharing.get(standing.rank) ?? 0) + 1);
  return new Map(
    standings.map((standing) => {
      const count = sharing.get(standing.rank)!;
      const label = count === 1 ? ordinal(standing.rank) : `${ordinal(standing.rank)}–${ordinal(standing.rank + count - 1)}`;
      return [standing.participantId, label];
    }),
  );
}
