import { type TSchema, type TStringOptions, Type } from 'typebox';
import { FREE_TEXT_FORMAT, SHOWN_NAME_FORMAT } from '../shownText';

/** A value or null, as an anyOf: used where the value is an object or has rules of its own. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * Text that may be null, as `type: ['string', 'null']`: the response serializer writes these
 * directly, while an anyOf makes it run a validator per field and item (several times slower for
 * a list). The OpenAPI document shows them as nullable strings.
 */
export const nullableText = (options: Record<string, unknown> = {}) => Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });

/** A moment in UTC, as ISO 8601 text. */
export const Timestamp = Type.String({ format: 'date-time' });

/** One of a list of texts, as an anyOf of constants, typed as the list's union. */
export const literalUnion = <Value extends string>(values: readonly Value[], options: Record<string, unknown> = {}) =>
  Type.Unsafe<Value>(Type.Union(values.map((value) => Type.Literal(value)), options));

/** A name or title shown to others: no control or invisible formatting characters (common/shownText.ts). */
export const shownName = (options: TStringOptions = {}) => Type.String({ ...options, format: SHOWN_NAME_FORMAT });

/** Longer text shown to others (a description, a message): line breaks and emoji joiners, but no other control or formatting characters. */
export const freeText = (options: TStringOptions = {}) => Type.String({ ...options, format: FREE_TEXT_FORMAT });
