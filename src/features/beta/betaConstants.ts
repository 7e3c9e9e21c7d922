/** The beta section's GET results are cached for 2 minutes. */
export const BETA_CACHE_SECONDS = 120;
/** Member counts animate over 1 s, the target over 0.8 s. */
export const MEMBER_COUNT_ANIMATION_MS = 1000;
export const TARGET_ANIMATION_MS = 800;
/** What the beta section says when its data cannot be loaded. */
export const BETA_FAILURE_TEXT = 'Failed to load beta section data. Please try again later.';
