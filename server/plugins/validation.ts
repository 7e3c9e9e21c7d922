import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const common: Options = { removeAdditional: true, useDefaults: true, allErrors: false, strict: false };

/**
 * Query strings and path parameters arrive as text, so their numbers and booleans are coerced.
 * Bodies are JSON and keep their types: `{ "rating": "5" }` is a 400, never a silent 5.
 */
export function useStrictBodyValidation(app: FastifyInstance): void {
  const strict = addFormats(new Ajv({ ...common, coerceTypes: false }));
  const coercing = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? strict.compile(schema) : coercing.compile(schema),
  );
}
