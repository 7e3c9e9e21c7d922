/** Length rules of account fields (product §3): the server enforces them, forms state them up front. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const NICKNAME_MAX_LENGTH = 30;
