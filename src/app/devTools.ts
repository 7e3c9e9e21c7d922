import type { Action, DevToolsEnhancerOptions } from '@reduxjs/toolkit';

/**
 * What the Redux DevTools extension is shown of the store. The extension keeps and exports what it
 * receives, and on a deployed build it may run in anyone's browser profile, so before an action or a
 * state reaches it we take out what lets someone act as the user (the login token, passwords,
 * one-time tokens from mails) and what is personal beyond the account's public name: contact data
 * (e-mail, phone), payment data (wallet, payment reference) and what people write to each other
 * (message content). Usernames, ids and flags stay: they are public or needed to follow the state.
 * Time travel is unaffected: the page keeps the real states and only sends the cleaned copies.
 */

export const REDACTED = '[redacted]';

// Compared in lower case, wherever they appear: in a slice, a cached API answer, a request's
// arguments or an error's body.
const SENSITIVE_KEYS = new Set([
  'token',
  'password',
  'currentpassword',
  'newpassword',
  'email',
  'usernameoremail',
  'phone',
  'walletaddress',
  'paymentreference',
  'content',
  'authorization',
  // RTK Query puts the fetch Request, with its bearer header, in each answer's meta.
  'basequerymeta',
]);

// Credentials and addresses can also hide in plain strings: a query's cache key holds its
// arguments (the current-user query is keyed by the token), a message may quote an address.
const TEXT_PATTERNS = [
  /eyJ[\w-]*\.[\w-]+\.[\w-]+/g, // a JWT, such as the login token
  /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g, // an e-mail address
  // An opaque token, as mailed links carry: a long run of URL-safe characters mixing cases and digits.
  /(?<![\w-])(?=[\w-]*[A-Z])(?=[\w-]*[a-z])(?=[\w-]*\d)[\w-]{32,}(?![\w-])/g,
];

function redactText(text: string): string {
  return TEXT_PATTERNS.reduce((result, pattern) => result.replace(pattern, REDACTED), text);
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** A cleaned copy: the store's own objects are never changed. */
export function redactForDevTools(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(redactForDevTools);
  // A Request, an Error or a class instance could carry anything; only its kind is shown.
  if (!isPlainObject(value)) return `[${value.constructor?.name ?? 'object'}]`;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    // A missing token or address says something useful (logged out, not given) and nothing personal.
    copy[redactText(key)] = SENSITIVE_KEYS.has(key.toLowerCase()) && inner != null ? REDACTED : redactForDevTools(inner);
  }
  return copy;
}

export function devToolsOptions(): DevToolsEnhancerOptions {
  return {
    name: 'VERSUS',
    actionSanitizer: <A extends Action>(action: A) => redactForDevTools(action) as A,
    stateSanitizer: <S>(state: S) => redactForDevTools(state) as S,
  };
}
