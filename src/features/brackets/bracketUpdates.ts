import type { Bracket, BracketUpdate, Standing } from '../../../common/contract/brackets';

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

/**
 * The standings after an update of the next version: the held rows with the changed ones replaced,
 * in the order the update names (or the held order). Null when the two do not fit together (a row
 * missing on either side): the page then reads the bracket again rather than show wrong standings.
 */
export function standingsAfter(held: Standing[], update: Pick<BracketUpdate, 'changedStandings' | 'standingsOrder'>): Standing[] | null {
  const rows = new Map(held.map((row) => [row.participantId, row]));
  for (const row of update.changedStandings) rows.set(row.participantId, row);
  const order = update.standingsOrder ?? held.map((row) => row.participantId);
  if (order.length !== rows.size) return null;
  const standings: Standing[] = [];
  for (const participantId of order) {
    const row = rows.get(participantId);
    if (!row) return null;
    standings.push(row);
  }
  return standings;
}

/** The held bracket after an update of the next version: the changed matches replaced or added, the rest as sent. */
export function applyUpdate(draft: Bracket, update: BracketUpdate, standings: Standing[]): void {
  const changed = new Map(update.matches.map((match) => [match.id, match]));
  draft.matches = draft.matches.map((match) => {
    const replacement = changed.get(match.id);
    changed.delete(match.id);
    return replacement ?? match;
  });
  // Matches the change opened (a battle royale's next round of lobbies).
  draft.matches.push(...changed.values());
  draft.standings = standings;
  draft.status = update.status;
  draft.version = update.version;
}
