import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPI } from 'openapi-types';
import { build, type TestServer } from '../build';

// Copying the test database and building the app can take seconds on a busy machine.
jest.setTimeout(30_000);

describe('the OpenAPI document at /api/docs/json', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await build();
  });
  afterAll(async () => {
    await server.close();
  });

  test('passes a standard OpenAPI validator, so client generators can read it', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenAPI.Document>();
    // The validator resolves $refs in place: it gets a copy, the assertion reads its verdict.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
  });
});
