/** The deletion page's delays and texts. */
export const DELETION_AUTO_CONFIRM_MS = 10_000;
export const DELETION_REDIRECT_MS = 3_000;
export const INVALID_DELETION_LINK = 'Invalid deletion link. Please request a new account deletion from your settings.';
export const DELETION_FAILED = 'Account deletion failed.';
export const DELETION_NETWORK_ERROR = 'Network error. Please try again or contact support.';
