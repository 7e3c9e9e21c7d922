import type { FastifyInstance, RouteOptions } from 'fastify';
import { type TSchema, Type } from 'typebox';
import { BadRequest, errorResponse, MessageResponse, NotFound } from '../../common/contract/errors';

/**
 * A response that is not JSON (a file, a calendar): `content` names its media type, so Fastify
 * sends the text as it is and the OpenAPI document says what it is.
 */
export function fileResponse(mediaType: string, description: string): TSchema {
  return Type.Unsafe({ description, content: { [mediaType]: { schema: { type: 'string' } } } });
}

/**
 * The errors an operation answers with `{ msg }` and no description of their own:
 * errorResponses(400, 404) is `{ 400: MessageResponse, 404: MessageResponse }`.
 */
export function errorResponses<const Statuses extends readonly number[]>(...statuses: Statuses): Record<Statuses[number], typeof MessageResponse> {
  return Object.fromEntries(statuses.map((status) => [status, MessageResponse])) as Record<Statuses[number], typeof MessageResponse>;
}

/** A redirect for a browser navigation: no body, the target in the Location header. */
export function redirectResponse(description: string): TSchema {
  return Type.Unsafe({ description, type: 'null', headers: { location: { type: 'string', description: 'Where the browser goes next.' } } });
}

/** What any operation may answer, whatever it is: the framework, the rate limiter and the database decide these. */
const ANY_OPERATION_RESPONSES: Record<number, TSchema> = {
  400: BadRequest,
  429: errorResponse('Too many requests from this address or account; try again later (see the Retry-After header).'),
  503: errorResponse('The database is unreachable or the server is shutting down; try again shortly (see the Retry-After header).'),
};

/** What an operation with a request body may answer besides: Fastify refuses a body it cannot read. */
const BODY_RESPONSES: Record<number, TSchema> = {
  413: errorResponse('The body is larger than the server accepts (1 MiB).'),
  415: errorResponse('The body is not in a media type this operation reads (application/json).'),
};

/**
 * What an operation with path parameters may answer besides: a parameter longer than Fastify's
 * limit is a 414, and one that turns the path into another (`..`, an encoded `/`) finds no route.
 */
const PATH_PARAMETER_RESPONSES: Record<number, TSchema> = {
  404: NotFound,
  414: errorResponse('A path parameter is longer than the server accepts.'),
};

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD']);

function readsBody(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.some((method) => !METHODS_WITHOUT_BODY.has(method.toUpperCase()));
}

/**
 * Adds the responses every operation may send to each documented route that does not describe
 * them itself, so the OpenAPI document lists them all. These errors carry `{ msg }` only, so their
 * schemas never strip anything from a body. Call before the routes are registered.
 */
export function documentCommonResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as (RouteOptions['schema'] & { hide?: boolean }) | undefined;
    if (!schema || schema.hide) return;
    const common = {
      ...ANY_OPERATION_RESPONSES,
      ...(readsBody(route) ? BODY_RESPONSES : {}),
      ...(route.url.includes(':') ? PATH_PARAMETER_RESPONSES : {}),
    };
    const response: Record<string | number, unknown> = { ...common, ...(schema.response as Record<string, unknown> | undefined) };
    if (response[403]) response[403] = withErrorType(response[403] as ObjectSchema);
    schema.response = response;
  });
}

interface ObjectSchema {
  type?: unknown;
  properties?: Record<string, unknown>;
}

/**
 * Any 403 may say why in a word the client acts on (an admin without two-factor sign-in gets
 * two_factor_setup_required from every admin operation), so no 403 schema strips errorType.
 */
function withErrorType(schema: ObjectSchema): ObjectSchema {
  if (schema.type !== 'object' || !schema.properties || 'errorType' in schema.properties) return schema;
  return {
    ...schema,
    properties: {
      ...schema.properties,
      errorType: { type: 'string', description: 'Why, as a code: two_factor_setup_required asks an admin or master to turn two-factor sign-in on.' },
    },
  };
}
