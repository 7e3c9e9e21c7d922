/** Delays of the cookie banner and the beta launch popup. */
export const COOKIE_BANNER_DELAY_MS = 1_000;
export const BETA_POPUP_DELAY_MS = 1_500;
export const BETA_POPUP_RESHOW_AFTER_MS = 7 * 24 * 60 * 60 * 1_000;
/** Both fade out for this long after a choice before they leave the page. */
export const FADE_OUT_MS = 300;
