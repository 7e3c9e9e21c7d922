import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES } from '../../../server/app';
import { build, type TestServer } from '../build';

// Copying the test database and building the app can take seconds on a busy machine.
jest.setTimeout(30_000);

function echoRoutes(app: FastifyInstance): void {
  app.post(
    '/api/test/echo',
    {
      schema: {
        hide: true,
        body: {
          type: 'object',
          required: ['rating'],
          properties: { rating: { type: 'integer', minimum: 1, maximum: 5 }, title: { type: 'string' } },
        },
      },
    },
    async (request) => ({ received: request.body }),
  );
  app.post(
    '/api/test/strict-reply',
    {
      schema: {
        hide: true,
        body: { type: 'object', required: ['rating'], properties: { rating: { type: 'integer' } } },
        // A route may describe its own 400; an error reply must still be { msg }, never a 500.
        response: { 400: { type: 'object', required: ['code'], properties: { code: { type: 'string' } } } },
      },
    },
    async () => ({ ok: true }),
  );
  app.get(
    '/api/test/page',
    { schema: { hide: true, querystring: { type: 'object', properties: { limit: { type: 'integer', minimum: 1 } } } } },
    async (request) => ({ query: request.query }),
  );
}

describe('bad input', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await build({}, { extend: echoRoutes });
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (payload: string, contentType = 'application/json') =>
    server.app.inject({ method: 'POST', url: '/api/test/echo', payload, headers: { 'content-type': contentType } });

  test.each([
    ['{"title":"GG"}', 'Rating is required (body.rating).'],
    ['{"rating":9}', 'Rating must be at most 5 (body.rating).'],
    ['{"rating":"5"}', 'Rating must be a whole number (body.rating).'],
    ['[]', 'The body must be an object (body).'],
  ])('a broken rule is told in words for people, naming the field for scripts: %s', async (payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: message });
  });

  test('a well-typed body passes', async () => {
    const response = await post('{"rating":5,"title":"GG"}');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { rating: 5, title: 'GG' } });
  });

  test('malformed JSON answers 400 { msg }', async () => {
    const response = await post('{"rating": 5');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: expect.any(String) });
  });

  test.each([
    ['{"rating":"5"}', 'rating'],
    ['{"rating":5,"title":123}', 'title'],
    ['{"rating":true}', 'rating'],
    ['{"rating":9}', 'rating'],
    ['{}', 'rating'],
  ])('%s is not coerced: 400 with a msg naming %s', async (payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['msg']);
    expect(response.json().msg).toContain(field);
  });

  test('query strings are still coerced: ?limit=5 arrives as a number', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/test/page?limit=5' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ query: { limit: 5 } });
  });

  test('a body over 1 MB answers 413 { msg }', async () => {
    const response = await post(JSON.stringify({ rating: 5, title: 'x'.repeat(BODY_LIMIT_BYTES) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ msg: expect.any(String) });
  });

  test('an unsupported content type answers 415 { msg }', async () => {
    const response = await post('rating=5', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ msg: expect.any(String) });
  });

  test('an empty JSON body answers 400 { msg }', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: expect.any(String) });
  });

  test('a prototype-poisoning body answers 400 { msg }', async () => {
    const response = await post('{"rating":5,"__proto__":{"admin":true}}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: expect.any(String) });
  });

  test('a URL that cannot be decoded answers 400 { msg }', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/games/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: expect.any(String) });
  });

  test("a route's own 400 response schema does not turn a validation error into a 500", async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/test/strict-reply', payload: { rating: 'five' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: expect.stringContaining('rating') });
  });

  test('none of these is ever a 500', async () => {
    const attempts = [
      post('{"rating": 5'),
      post('{"rating":"5"}'),
      post('null'),
      post('[]'),
      post('"text"'),
      post('{"rating":1e400}'),
      post('\u0000'),
      post('<xml/>', 'application/xml'),
      post('x', 'text/plain'),
      server.app.inject({ method: 'GET', url: '/api/test/page?limit=abc' }),
      server.app.inject({ method: 'GET', url: '/api/test/page?limit=1&limit=2' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toEqual({ msg: expect.any(String) });
    }
  });
});
