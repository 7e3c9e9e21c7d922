import { build, type TestServer } from '../build';

// Copying the test database and building the app can take seconds on a busy machine.
jest.setTimeout(30_000);

interface Operation {
  operationId?: string;
  description?: string;
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

describe('GET /api/docs/json', () => {
  let server: TestServer;
  let document: OpenApiDocument;
  beforeAll(async () => {
    server = await build();
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json() as OpenApiDocument;
  });
  afterAll(async () => {
    await server.close();
  });

  const operations = () =>
    Object.entries(document.paths).flatMap(([route, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${route}`, operation })),
    );

  test('is an OpenAPI 3 document describing the API', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/health', '/api/games', '/api/games/{slug}']));
  });

  test('every operation, whoever registered it, has an operationId and a description', () => {
    const incomplete = operations()
      .filter(({ operation }) => !operation.operationId?.trim() || !operation.description?.trim())
      .map(({ name }) => name);
    expect(incomplete).toEqual([]);
  });

  test('operationIds are unique, so scripts can call them by name', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  test('hidden routes (the SPA, the document itself) are left out', () => {
    expect(document.paths['/']).toBeUndefined();
    expect(document.paths['/api/docs/json']).toBeUndefined();
  });
});
