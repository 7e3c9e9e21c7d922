import { RATING_CHANGED_EVENT } from './ratingConstants';
import type { RatingChangedDetail } from './ratingSummary';

/** Tells every rating display on the page (ours or not) that a game's rating changed. */
export function announceRatingChanged(detail: RatingChangedDetail): void {
  window.dispatchEvent(new CustomEvent<RatingChangedDetail>(RATING_CHANGED_EVENT, { detail }));
}

export function isRatingChangedDetail(value: unknown): value is RatingChangedDetail {
  if (typeof value !== 'object' || value === null) return false;
  const detail = value as Record<string, unknown>;
  return typeof detail.gameKey === 'string' && typeof detail.average === 'number' && typeof detail.count === 'number';
}
