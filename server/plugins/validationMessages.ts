import type { FastifyError } from 'fastify';
import { EMAIL_RULE_TEXT, PASSWORD_RULE_TEXT, USERNAME_RULE_TEXT } from '../../common/accountRules';
import { FREE_TEXT_FORMAT, SHOWN_NAME_FORMAT } from '../../common/shownText';
import { SIGN_IN_CODE_RULE_TEXT, TOTP_CODE_PATTERN, TOTP_CODE_RULE_TEXT } from '../../common/twoFactor';

type SchemaError = NonNullable<FastifyError['validation']>[number];

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

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'empty',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'an e-mail address',
  uri: 'a web address',
  'date-time': 'a date and time',
  date: 'a date',
  uuid: 'a UUID',
  [SHOWN_NAME_FORMAT]: 'free of control characters and invisible formatting characters (such as zero-width or text-direction marks)',
  [FREE_TEXT_FORMAT]: 'free of control characters and invisible formatting characters (line breaks are fine)',
};

/** Field names whose words alone would read oddly. */
const FIELD_LABELS: Record<string, string> = { q: 'Search', startAt: 'Start time', heroUrl: 'Cover image', gameKey: 'Game', chatId: 'Chat', itemId: 'Item' };

/**
 * "targetMembers" → "Target members"; a list position takes its list's name: scores/0 → "Score 1",
 * and a position in a list inside a list is an item of its place: games/1/0 → "Game 2, item 1".
 */
function labelOf(path: string[]): string {
  const last = path[path.length - 1]!;
  if (/^\d+$/.test(last)) {
    if (path.length > 1 && /^\d+$/.test(path[path.length - 2]!)) return `${labelOf(path.slice(0, -1))}, item ${Number(last) + 1}`;
    const list = path.length > 1 ? labelOf(path.slice(0, -1)).replace(/([^s])s$/, '$1') : 'Item';
    return `${list} ${Number(last) + 1}`;
  }
  if (FIELD_LABELS[last]) return FIELD_LABELS[last];
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const characters = (count: number) => `${count} character${count === 1 ? '' : 's'}`;
const items = (count: number) => `${count} item${count === 1 ? '' : 's'}`;

/** The broken rule in words, after the field's name: "must not be empty", "must be at most 60 characters". */
function ruleOf(error: SchemaError): string {
  const params = error.params as Record<string, unknown>;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'minLength':
      return limit === 1 ? 'must not be empty' : `must be at least ${characters(limit)}`;
    case 'maxLength':
      return `must be at most ${characters(limit)}`;
    case 'pattern':
      return 'is not in the accepted form (for example blank, or with characters that are not allowed)';
    case 'format':
      return `must be ${FORMAT_WORDS[String(params.format)] ?? `in the ${String(params.format)} format`}`;
    case 'type':
      return `must be ${String(params.type).split(',').map((type) => TYPE_WORDS[type] ?? type).join(' or ')}`;
    case 'minimum':
      return `must be at least ${limit}`;
    case 'maximum':
      return `must be at most ${limit}`;
    case 'exclusiveMinimum':
      return `must be more than ${limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${limit}`;
    case 'multipleOf':
      return `must be a multiple of ${String(params.multipleOf)}`;
    case 'minItems':
      return `must have at least ${items(limit)}`;
    case 'maxItems':
      return `must have at most ${items(limit)}`;
    case 'uniqueItems':
      return 'must not list the same item twice';
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return 'is not one of the accepted values';
    case 'additionalProperties':
      return `has a field it does not accept: ${String(params.additionalProperty)}`;
    case 'minProperties':
      return 'must not be empty';
    default:
      return 'is not valid';
  }
}

/** An account field's rule in words; a code field that takes only an authenticator code says so. */
function peopleRuleOf(field: string, known: { rule: string }, params: unknown): string {
  const pattern = (params as { pattern?: string } | null)?.pattern;
  return field === 'code' && pattern === TOTP_CODE_PATTERN ? TOTP_CODE_RULE_TEXT : known.rule;
}

/**
 * The first schema violation as a sentence for people that names the field, so a script can tell
 * which one: "Title must not be empty (body.title)." The account fields get their rules in words.
 */
export function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  const part = error.validationContext ?? 'request';
  if (!first) return `The ${part} is not valid.`;
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const path = [...first.instancePath.split('/').filter(Boolean), ...(missing ? [missing] : [])];
  const known = part === 'body' && path.length === 1 ? PEOPLE_FIELDS[path[0]!] : undefined;
  const emptied = first.keyword === 'minLength' && (first.params as { limit?: number }).limit === 1;
  if (known && missing) return `${known.name} is required.`;
  if (known && emptied) return `${known.name} must not be empty.`;
  if (known) return peopleRuleOf(path[0]!, known, first.params);
  return sentence([part, ...path], missing ? 'is required' : ruleOf(first));
}

function sentence([part, ...path]: string[], rule: string): string {
  const label = path.length > 0 ? labelOf(path) : `The ${part}`;
  return `${label} ${rule} (${[part, ...path].join('.')}).`;
}

/** A rule a route checks itself, in the same words as the schema's: fieldMessage('body.title', 'must not be blank'). */
export function fieldMessage(field: string, rule: string): string {
  return sentence(field.split('.'), rule);
}
