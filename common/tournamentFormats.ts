/** The five formats our tournaments are played in, as stored on a tournament and its bracket. */
export const TOURNAMENT_FORMATS = ['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION', 'ROUND_ROBIN', 'SWISS', 'BATTLE_ROYALE'] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];

/** @public How a format is named on screen. */
export const FORMAT_LABELS: Record<TournamentFormat, string> = {
  SINGLE_ELIMINATION: 'Single elimination',
  DOUBLE_ELIMINATION: 'Double elimination',
  ROUND_ROBIN: 'Round robin',
  SWISS: 'Swiss',
  BATTLE_ROYALE: 'Battle royale',
};

/** A stored format in any letter case, with spaces or hyphens for underscores; null when it is none of the five. */
export function parseFormat(value: string | null | undefined): TournamentFormat | null {
  const normalised = (value ?? '').trim().toUpperCase().replace(/[\s-]+/g, '_');
  return (TOURNAMENT_FORMATS as readonly string[]).includes(normalised) ? (normalised as TournamentFormat) : null;
}
