import type { FastifyError } from 'fastify';
import { EMAIL_RULE_TEXT, PASSWORD_RULE_TEXT, USERNAME_RULE_TEXT } from '../../common/accountRules';
import { SIGN_IN_CODE_RULE_TEXT, TOTP_CODE_PATTERN, TOTP_CODE_RULE_TEXT } from '../../common/twoFactor';

/**
 * Fields people type into the account forms, with their names and rules in words: a broken rule
 * is answered with the rule ("Password must be 8 to 128 characters."), never with the validator's
 * wording, which the forms would show as it comes.
 */
const PEOPLE_FIELDS: Record<string, { name: string; rule: string }> = {
  password: { name: 'Password', rule: PASSWORD_RULE_TEXT },
  newPassword: { name: 'New password', rule: PASSWORD_RULE_TEXT },
  username: { name: 'Username', rule: USERNAME_RULE_TEXT },
  email: { name: 'E-mail', rule: EMAIL_RULE_TEXT },
  code: { name: 'Code', rule: SIGN_IN_CODE_RULE_TEXT },
};

/** The rule of a field in words; a code field that takes only an authenticator code says so. */
function ruleOf(field: string, known: { rule: string }, params: unknown): string {
  const pattern = (params as { pattern?: string } | null)?.pattern;
  return field === 'code' && pattern === TOTP_CODE_PATTERN ? TOTP_CODE_RULE_TEXT : known.rule;
}

/** The first schema violation: in words for the account fields, else naming the field by its path. */
export function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  const part = error.validationContext ?? 'request';
  if (!first) return `Invalid ${part}`;
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const path = [...first.instancePath.split('/').filter(Boolean), ...(missing ? [missing] : [])];
  const known = part === 'body' && path.length === 1 ? PEOPLE_FIELDS[path[0]!] : undefined;
  const emptied = first.keyword === 'minLength' && (first.params as { limit?: number }).limit === 1;
  if (known && missing) return `${known.name} is required.`;
  if (known && emptied) return `${known.name} must not be empty.`;
  if (known) return ruleOf(path[0]!, known, first.params);
  const field = [part, ...path].join('.');
  if (missing) return `${field} is required`;
  return `${field} ${first.message ?? 'is invalid'}`;
}
