import { type TSchema, Type } from 'typebox';

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
