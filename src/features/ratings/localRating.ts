import { normalizeGameKey } from '../../../common/gameKeys';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { MAX_STARS } from './ratingConstants';

function storageKey(gameKey: string): string {
  return `${STORAGE_KEYS.ratingPrefix}${normalizeGameKey(gameKey)}`;
}

/** The visitor's own rating of a game as last saved on this device; 0 when there is none. */
export function readLocalRating(gameKey: string): number {
  const value = Number(readStorage(storageKey(gameKey)));
  return Number.isFinite(value) && value >= 0 && value <= MAX_STARS ? value : 0;
}

export function writeLocalRating(gameKey: string, rating: number): void {
  writeStorage(storageKey(gameKey), String(rating));
}
