/** How far ahead a bot key's end may be set: a year, and the day it is made. */
export const API_KEY_MAX_LIFETIME_DAYS = 366;
/** Tournaments one bot key may be limited to. */
export const API_KEY_MAX_TOURNAMENTS = 20;
