import Ajv, { type AnySchema, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

interface MediaType {
  schema?: unknown;
}
interface DocumentedResponse {
  description?: string;
  content?: Record<string, MediaType>;
}
export interface DocumentedOperation {
  responses?: Record<string, DocumentedResponse>;
}

export interface ReceivedResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Why a response breaks the OpenAPI document, or null when it keeps to it. */
export type Conformance = { problem: 'undocumented status' | 'undocumented media type' | 'body outside its schema' | 'unexpected body'; detail: string } | null;

const DOCUMENT_ID = 'openapi.json';

/** A JSON pointer into the document, written as a URI fragment. */
function pointer(...segments: string[]): string {
  return segments.map((segment) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
}

/**
 * Checks responses against the OpenAPI document the server publishes: the status must be listed
 * for the operation, the media type must be one listed for that status, and the body must validate
 * against its schema (Ajv, with the document's own `$ref`s resolved inside it).
 */
export function conformanceChecker(document: object): (route: string, method: string, operation: DocumentedOperation, response: ReceivedResponse) => Conformance {
  const ajv = addFormats(new Ajv({ strict: false, validateSchema: false, allErrors: true }));
  ajv.addSchema(document as AnySchema, DOCUMENT_ID);
  const validators = new Map<string, ValidateFunction>();

  function validatorFor(route: string, method: string, status: string, media: string): ValidateFunction {
    const ref = `${DOCUMENT_ID}#/${pointer('paths', route, method, 'responses', status, 'content', media, 'schema')}`;
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    return validate;
  }

  return (route, method, operation, response) => {
    const status = String(response.statusCode);
    const documented = operation.responses?.[status];
    if (!documented) {
      return { problem: 'undocumented status', detail: `${status} is not among ${Object.keys(operation.responses ?? {}).join(', ')}` };
    }
    if (!documented.content) {
      return response.body === '' ? null : { problem: 'unexpected body', detail: `${status} is documented without a body` };
    }
    const media = String(response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!documented.content[media]) {
      return { problem: 'undocumented media type', detail: `"${media}" is not among ${Object.keys(documented.content).join(', ')} for ${status}` };
    }
    let body: unknown = response.body;
    if (media.includes('json')) {
      try {
        body = JSON.parse(response.body);
      } catch {
        return { problem: 'body outside its schema', detail: `${status} ${media} body is not JSON` };
      }
    }
    const validate = validatorFor(route, method, status, media);
    if (validate(body)) return null;
    return { problem: 'body outside its schema', detail: `${status}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}` };
  };
}
