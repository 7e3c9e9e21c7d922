import http from 'node:http';

function requireBaseUrl(): string {
  const value = process.env.BASE_URL;
  if (!value) throw new Error('BASE_URL is not set: run the e2e specs with `npm run test:e2e`, which starts the server.');
  return value.replace(/\/$/, '');
}

/** Where the server under test listens, e.g. http://127.0.0.1:40123 (set by test/e2e/run.ts). */
export const BASE_URL = requireBaseUrl();

export interface ApiResponse<Body = unknown> {
  status: number;
  headers: Headers;
  body: Body;
}

export interface ApiOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** A server of the test's own instead of the shared one at BASE_URL. */
  baseUrl?: string;
}

/** Calls the API with fetch; a JSON body is sent and parsed as JSON. */
export async function api<Body = unknown>(
  pathname: string,
  { method = 'GET', body, token, headers = {}, baseUrl = BASE_URL }: ApiOptions = {},
): Promise<ApiResponse<Body>> {
  const response = await fetch(new URL(pathname, baseUrl), {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return { status: response.status, headers: response.headers, body: (isJson && text ? JSON.parse(text) : text) as Body };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: number;
}

/**
 * A GET that leaves the body as sent (fetch would decompress it and hide the content-encoding
 * negotiation), e.g. to check which pre-compressed file the server picked.
 */
export function rawGet(pathname: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(pathname, BASE_URL), { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
