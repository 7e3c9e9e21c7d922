import type { DocumentedOperation } from './responseConformance';

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type Method = (typeof METHODS)[number];

/** The parts of a JSON schema the generators read. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  maxProperties?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface Parameter {
  in: ParameterLocation;
  name: string;
  required?: boolean;
  schema?: Schema;
}

export interface Operation extends DocumentedOperation {
  operationId?: string;
  parameters?: Parameter[];
  security?: Array<Record<string, string[]>>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components?: { schemas?: Record<string, Schema> };
}

/** One operation of the document: its OpenAPI path (with {params}) and method. */
export interface DocumentedRoute {
  route: string;
  method: Method;
  operation: Operation;
}

export function operationsOf(document: OpenApiDocument): DocumentedRoute[] {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ route, method, operation: item[method]! })),
  );
}

/** "PUT /api/game-ratings/{gameKey}": how the test names an operation. */
export function operationName({ method, route }: Pick<DocumentedRoute, 'method' | 'route'>): string {
  return `${method.toUpperCase()} ${route}`;
}

export function resolve(schema: Schema, document: OpenApiDocument): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return document.components?.schemas?.[name] ?? {};
}

export function bodySchemaOf(operation: Operation): Schema | undefined {
  return operation.requestBody?.content?.['application/json']?.schema;
}

/** Open to visitors: no security requirement, or one alternative that asks for nothing. */
export function isPublic(operation: Operation): boolean {
  return !operation.security || operation.security.some((requirement) => Object.keys(requirement).length === 0);
}
