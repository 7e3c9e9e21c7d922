import fc from 'fast-check';
import { type OpenApiDocument, resolve, type Schema } from './openApi';

/** Generated values stay small: the point is their shape, not their size. */
const MAX_DEPTH = 4;
const LONGEST_FREE_TEXT = 40;
const MOST_ITEMS = 3;

/** Values that tend to break handlers: edges of numbers, odd strings, ids of the wrong shape. */
const NASTY_STRINGS = ['', ' ', '0', '-1', '1e309', 'NaN', 'null', 'undefined', 'true', '[]', '{}', '%', '%00', '..', '../..', "'; DROP TABLE users; --", '<script>alert(1)</script>', '\u0000', '\uD800', 'é'.repeat(50), 'a'.repeat(2_000), '000000000000000000000000', '00000000-0000-0000-0000-000000000000', 'valorant', 'admin'];

/** Ids and keys that exist (seeded games and tournaments), so hostile input also lands on real rows now and then. */
const seededValues: string[] = [];

export function rememberSeededValues(values: string[]): void {
  seededValues.push(...values);
}

export function nastyString(): fc.Arbitrary<string> {
  const seeded = seededValues.length > 0 ? [{ arbitrary: fc.constantFrom(...seededValues), weight: 2 }] : [];
  return fc.oneof(
    { arbitrary: fc.string({ maxLength: LONGEST_FREE_TEXT }), weight: 3 },
    { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
    ...seeded,
  );
}

/** An address nobody has used yet (lower case, as the app stores addresses). */
export function freshEmail(): fc.Arbitrary<string> {
  return fc.stringMatching(/^[a-z][a-z0-9]{7,15}$/).map((local) => `${local}@example.com`);
}

function nonNullType(schema: Schema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
}

function allowsNull(schema: Schema): boolean {
  return schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
}

function withinLength(schema: Schema): (text: string) => boolean {
  return (text) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
}

function futureDate(): fc.Arbitrary<Date> {
  return fc.date({ min: new Date(Date.now() + 86_400_000), max: new Date('2099-12-31'), noInvalidDate: true });
}

function pastDate(): fc.Arbitrary<Date> {
  return fc.date({ min: new Date('1970-01-01'), max: new Date(), noInvalidDate: true });
}

function validString(schema: Schema): fc.Arbitrary<string> {
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const fits = (text: string) => withinLength(schema)(text) && (!pattern || pattern.test(text));
  switch (schema.format) {
    case 'email':
      return freshEmail().filter(fits);
    case 'uuid':
      return fc.uuid().filter(fits);
    // Dates to come, as a ban's end must be; fuzzed cases send past ones too.
    case 'date-time':
      return futureDate().map((date) => date.toISOString()).filter(fits);
    case 'date':
      return futureDate().map((date) => date.toISOString().slice(0, 10)).filter(fits);
    case 'uri':
    case 'url':
      return fc.webUrl({ validSchemes: ['https'] }).filter(fits);
  }
  if (pattern) return fc.stringMatching(pattern).filter(fits);
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? LONGEST_FREE_TEXT, Math.max(minLength, LONGEST_FREE_TEXT));
  // Blank text is refused by most handlers where some is required: that is the fuzzed cases' business.
  return fc.string({ minLength, maxLength }).filter((text) => minLength === 0 || text.trim().length >= minLength);
}

function validNumber(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? 0;
  const max = schema.maximum ?? 1_000;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  // Amounts of money take at most two decimals.
  return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100);
}

function validObject(schema: Schema, document: OpenApiDocument, depth: number): fc.Arbitrary<unknown> {
  if (schema.properties) {
    const properties = Object.fromEntries(Object.entries(schema.properties).map(([key, property]) => [key, validValue(property, document, depth + 1)]));
    return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
  }
  const names = schema.propertyNames?.enum;
  if (names?.length && typeof schema.additionalProperties === 'object') {
    return fc.dictionary(fc.constantFrom(...(names as string[])), validValue(schema.additionalProperties, document, depth + 1), {
      maxKeys: Math.min(schema.maxProperties ?? MOST_ITEMS, MOST_ITEMS),
    });
  }
  return fc.constant({});
}

/** A fast-check arbitrary for values that keep to a JSON schema: patterns, formats, lengths, bounds, enums and required keys. */
export function validValue(raw: Schema | undefined, document: OpenApiDocument, depth = 0): fc.Arbitrary<unknown> {
  if (!raw) return fc.jsonValue({ maxDepth: 1 });
  const schema = resolve(raw, document);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => validValue(variant, document, depth + 1)));
  if (schema.allOf?.length) return validValue(schema.allOf[0], document, depth + 1);
  const value = validOfType(schema, document, depth);
  return allowsNull(schema) ? fc.option(value, { nil: null, freq: 5 }) : value;
}

function validOfType(schema: Schema, document: OpenApiDocument, depth: number): fc.Arbitrary<unknown> {
  switch (nonNullType(schema)) {
    case 'string':
      return validString(schema);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (depth > MAX_DEPTH) return fc.constant([]);
      const constraints = { minLength: schema.minItems ?? 0, maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MOST_ITEMS, MOST_ITEMS)) };
      const items = validValue(schema.items, document, depth + 1);
      return schema.uniqueItems ? fc.uniqueArray(items, { ...constraints, selector: (item) => JSON.stringify(item) }) : fc.array(items, constraints);
    }
    case 'object':
      return depth > MAX_DEPTH ? fc.constant({}) : validObject(schema, document, depth);
    default:
      return schema.properties ? validObject(schema, document, depth) : fc.jsonValue({ maxDepth: 1 });
  }
}

/**
 * A fast-check arbitrary for hostile values of a JSON schema: valid ones mixed with edge values,
 * values of the wrong type, odd strings and unknown keys.
 */
export function fuzzedValue(raw: Schema | undefined, document: OpenApiDocument, depth = 0): fc.Arbitrary<unknown> {
  if (!raw || depth > MAX_DEPTH) return fc.jsonValue({ maxDepth: 1 });
  const schema = resolve(raw, document);
  if (schema.const !== undefined || schema.enum) return fc.oneof(validValue(schema, document, depth), nastyString());
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => fuzzedValue(variant, document, depth + 1)));
  if (schema.allOf?.length) return fuzzedValue(schema.allOf[0], document, depth + 1);
  const type = nonNullType(schema);
  switch (type) {
    case 'string':
      return fc.oneof(validString(schema), nastyString(), ...(schema.format === 'email' ? [fc.emailAddress()] : []), ...(schema.format === 'date-time' ? [pastDate().map((date) => date.toISOString())] : []));
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000 }),
        fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER),
      );
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -0.5, 1e308));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fuzzedValue(schema.items, document, depth + 1), { maxLength: 5 });
    case 'object':
    default: {
      if (!schema.properties) return type === 'object' ? fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }) : fc.jsonValue({ maxDepth: 2 });
      const record = fc.record(
        Object.fromEntries(Object.entries(schema.properties).map(([key, property]) => [key, fuzzedValue(property, document, depth + 1)])),
        { requiredKeys: [] },
      );
      // Now and then an unknown key too.
      return fc.tuple(record, fc.option(fc.tuple(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 })), { freq: 4 })).map(([value, extra]) =>
        extra ? { ...value, [extra[0]]: extra[1] } : value,
      );
    }
  }
}
