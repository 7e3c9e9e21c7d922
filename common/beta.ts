/** The beta member target when an admin has set none. */
export const DEFAULT_BETA_TARGET = 2500;

export const BETA_FEATURE_STATUSES = ['completed', 'active', 'planned'] as const;
export type BetaFeatureStatus = (typeof BETA_FEATURE_STATUSES)[number];

/** The estimated release that means "not known yet"; the SPA hides it. */
export const UNKNOWN_RELEASE = 'TBA';
