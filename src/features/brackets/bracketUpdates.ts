import type { Bracket, BracketUpdate } from '../../../common/contract/brackets';

/** What a bracket_updated means for the copy a page holds. */
export type UpdateVerdict = 'apply' | 'ignore' | 'reread';

/**
 * A page holding version v applies v + 1, ignores v or less (already seen, or older than a fresh
 * read), and reads the bracket again after a gap: it missed an update while away.
 */
export function verdictFor(held: Pick<Bracket, 'version'> | undefined, update: Pick<BracketUpdate, 'version'>): UpdateVerdict {
  if (!held) return 'reread';
  if (update.version <= held.version) return 'ignore';
  return update.version === held.version + 1 ? 'apply' : 'reread';
}

/** The held bracket after an update of the next version: the changed matches replaced or added, the rest as sent. */
export function applyUpdate(draft: Bracket, update: BracketUpdate): void {
  const changed = new Map(update.matches.map((match) => [match.id, match]));
  draft.matches = draft.matches.map((match) => {
    const replacement = changed.get(match.id);
    changed.delete(match.id);
    return replacement ?? match;
  });
  // Matches the change opened (a battle royale's next round of lobbies).
  draft.matches.push(...changed.values());
  draft.standings = update.standings;
  draft.status = update.status;
  draft.version = update.version;
}
