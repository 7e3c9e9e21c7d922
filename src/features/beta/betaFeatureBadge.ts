import { UNKNOWN_RELEASE } from '../../../common/beta';
import type { BetaFeature } from './betaApi';

export type BetaFeatureList = 'current' | 'future';

/** Completed shows Live, active shows Active; every future feature shows Coming Soon. */
export function betaFeatureBadge(feature: Pick<BetaFeature, 'status'>, list: BetaFeatureList): 'Live' | 'Active' | 'Coming Soon' | null {
  if (list === 'future') return 'Coming Soon';
  if (feature.status === 'completed') return 'Live';
  if (feature.status === 'active') return 'Active';
  return null;
}

/** The estimated release to show, or null when it is TBA or missing. */
export function shownRelease(feature: Pick<BetaFeature, 'estimatedRelease'>): string | null {
  const release = feature.estimatedRelease?.trim();
  return release && release.toUpperCase() !== UNKNOWN_RELEASE ? release : null;
}
