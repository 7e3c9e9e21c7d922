import type { SwaggerTransformObject } from '@fastify/swagger';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A map whose keys come from a fixed list (`propertyNames: { enum }` with the values' schema in
 * `additionalProperties`) said without `propertyNames`, which OpenAPI 3.0 schema objects do not
 * allow: each key becomes an optional property and no other key is allowed. The two forms accept
 * the same objects; the validator keeps the first, whose error names the map.
 */
function closedMapAsProperties(schema: { [key: string]: Json }): { [key: string]: Json } {
  const { propertyNames, additionalProperties, ...rest } = schema;
  if (!isObject(propertyNames!) || !Array.isArray(propertyNames.enum) || !isObject(additionalProperties!)) return schema;
  const keys = propertyNames.enum.filter((key): key is string => typeof key === 'string');
  return { ...rest, properties: Object.fromEntries(keys.map((key) => [key, additionalProperties])), additionalProperties: false };
}

function rewritten(value: Json): Json {
  if (Array.isArray(value)) return value.map(rewritten);
  if (!isObject(value)) return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rewritten(inner)]));
  return 'propertyNames' in copy ? closedMapAsProperties(copy) : copy;
}

/**
 * The document as OpenAPI 3.0 wants it, built as a copy: the route schemas the validator
 * compiled are left as they are.
 */
export const asOpenApi30: SwaggerTransformObject = (documentObject) => {
  const document = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
  return rewritten(document as Json) as ReturnType<SwaggerTransformObject>;
};
