import { isIPv4, isIPv6 } from 'node:net';
import type { SharedRateCounter } from '../../rateLimit/sharedRateCounter';

/** New visitors (client ids) from one address whose rating of one game counts, per day. */
export const COUNTED_VISITORS_PER_ADDRESS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The network a client address stands for: an IPv4 address itself, an IPv6 address its /64,
 * which one subscriber usually holds whole (so a script cannot hop through its addresses).
 */
export function addressNetwork(address: string): string {
  const bare = address.split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const [head = '', tail] = bare.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array<string>(Math.max(8 - headGroups.length - tailGroups.length, 0)).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${groups.map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/**
 * Whether a visitor's first rating of a game counts toward its public figures. A client id costs
 * nothing to make, so from one address only the first few new visitors a game and day count; the
 * others' ratings are kept and shown to them, but left out of the average and count.
 */
export async function newVisitorRatingCounts(counter: SharedRateCounter, address: string, gameKey: string): Promise<boolean> {
  const { hits } = await counter.hit(`counted visitor ratings ${addressNetwork(address)} ${gameKey}`, DAY_MS);
  return hits <= COUNTED_VISITORS_PER_ADDRESS;
}
