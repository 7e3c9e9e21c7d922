/** The six games of the built-in catalogue, always seeded. */
export const BUILT_IN_GAME_KEYS = ['ea-fc', 'clash-royale', 'cod', 'cs-go', 'mario-kart', 'valorant'] as const;
export type BuiltInGameKey = (typeof BUILT_IN_GAME_KEYS)[number];

/** Alternative spellings that name a built-in game. */
const GAME_KEY_ALIASES: Readonly<Record<string, BuiltInGameKey>> = {
  eafc: 'ea-fc',
  'ea-sports-fc': 'ea-fc',
  'call-of-duty': 'cod',
  csgo: 'cs-go',
  'cs:go': 'cs-go',
  'mario-kart-world': 'mario-kart',
};

function alias(candidate: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(GAME_KEY_ALIASES, candidate) ? GAME_KEY_ALIASES[candidate] : undefined;
}

/**
 * Turns a game key, slug or name into the canonical key: lowercase; spaces and underscores
 * become hyphens; any other character outside a-z, 0-9 and the hyphen is removed; then aliases apply.
 * The alias table is consulted on the lowercased input as well as on the cleaned key, so an alias that
 * holds a character the cleaning removes (cs:go) still maps: "CS:GO" gives "cs-go".
 */
export function normalizeGameKey(input: string): string {
  const lowered = input.toLowerCase();
  const direct = alias(lowered);
  if (direct !== undefined) return direct;
  const cleaned = lowered.replace(/[ _]/g, '-').replace(/[^a-z0-9-]/g, '');
  return alias(cleaned) ?? cleaned;
}
