import { callerOf } from '../../../server/plugins/auth';
import { build, type TestServer } from '../build';
import { createAccount } from '../games/accounts';

let server: TestServer;

beforeAll(async () => {
  // A route that forgot its sign-in guard: callerOf is then the last line of defence.
  server = await build({}, { extend: (app) => app.get('/test/whoami', async (request) => ({ userId: callerOf(request).userId })) });
});
afterAll(() => server.close());

test('callerOf answers the signed-in caller', async () => {
  const account = await createAccount(server.app);
  const response = await server.app.inject({ method: 'GET', url: '/test/whoami', headers: { authorization: account.authorization } });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ userId: account.id });
});

test('callerOf turns a visitor away with 401 and a message, never a 500', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/test/whoami' });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ msg: 'Please log in to continue.' });
});

test('callerOf names why a refused token was refused', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/test/whoami', headers: { authorization: 'Bearer not.a.jwt' } });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ msg: 'Invalid token.' });
});
