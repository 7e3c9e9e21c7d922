import Ajv, { type AnySchema, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyServerOptions } from 'fastify';
import { FREE_TEXT_FORMAT, isFreeText, isShownName, SHOWN_NAME_FORMAT } from '../../common/shownText';

// allErrors stays off: with it, a crafted body makes Ajv do far more work (Fastify's own advice).
const COMMON_OPTIONS: Options = { removeAdditional: true, useDefaults: true, allErrors: false, strict: false, addUsedSchema: false };

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type ValidatorFactory = NonNullable<NonNullable<SchemaController['compilersFactory']>['buildValidator']>;

function createAjv(options: Options, externalSchemas: Record<string, unknown>): Ajv {
  const ajv = addFormats(new Ajv({ ...COMMON_OPTIONS, ...options }));
  ajv.addFormat(SHOWN_NAME_FORMAT, isShownName);
  ajv.addFormat(FREE_TEXT_FORMAT, isFreeText);
  for (const schema of Object.values(externalSchemas)) ajv.addSchema(schema as AnySchema);
  return ajv;
}

function compile(ajv: Ajv, schema: AnySchema): ValidateFunction {
  // Ajv refuses to compile a second schema with an $id it knows; the first one is the same schema.
  const id = typeof schema === 'object' ? (schema as { $id?: unknown }).$id : undefined;
  const known = typeof id === 'string' ? ajv.getSchema(id) : undefined;
  return (known as ValidateFunction | undefined) ?? ajv.compile(schema);
}

/**
 * Query strings and path parameters arrive as text, so their numbers and booleans are coerced.
 * Bodies are JSON and keep their types: `{ "rating": "5" }` is a 400, never a silent 5.
 * Built per plugin context with the schemas added there (app.addSchema), so `$ref`s resolve.
 */
export const buildValidator = ((externalSchemas: Record<string, unknown>) => {
  const strict = createAjv({ coerceTypes: false }, externalSchemas);
  const coercing = createAjv({ coerceTypes: 'array' }, externalSchemas);
  return ({ schema, httpPart }: { schema: AnySchema; httpPart?: string }) =>
    compile(httpPart === 'body' ? strict : coercing, schema);
}) as unknown as ValidatorFactory;
