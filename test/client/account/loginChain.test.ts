import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../src/app/store';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../src/lib/storage';
import { login, LOGIN_FAILED, LOGIN_PATHS, loginWithSession, SERVER_ERROR } from '../../../src/features/session/login';
import { server } from '../mswServer';
import { refuseRealtime } from './accountState';

beforeEach(() => server.use(refuseRealtime));

const USER = { _id: 'b'.repeat(24), username: 'ace', email: 'ace@example.com', role: 'user' };

/** Every login call the client makes, in order, with its body. */
function recordLoginCalls(answer: (path: string, body: Record<string, unknown>) => Response) {
  const calls: Array<{ path: string; body: Record<string, unknown>; clientId: string | null }> = [];
  server.use(
    ...LOGIN_PATHS.map((path) =>
      http.post(`*${path}`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        calls.push({ path, body, clientId: request.headers.get('x-client-id') });
        return answer(path, body);
      }),
    ),
  );
  return calls;
}

const notFound = () => HttpResponse.json({ msg: 'Not found' }, { status: 404 });

function storedSession() {
  return { token: readStorage(STORAGE_KEYS.token), user: JSON.parse(readStorage(STORAGE_KEYS.user) ?? 'null') as unknown };
}

test('the login paths, in order', () => {
  expect(LOGIN_PATHS).toEqual(['/api/auth/login', '/api/login', '/auth/login', '/users/login']);
});

test('tries the payload shapes {email}, {username}, {usernameOrEmail} in order and stops at the first that works', async () => {
  const calls = recordLoginCalls((path, body) =>
    path === '/api/auth/login' && 'usernameOrEmail' in body
      ? HttpResponse.json({ token: 'tok-1', user: USER })
      : HttpResponse.json({ msg: 'Invalid email/username or password.' }, { status: 401 }),
  );
  const store = makeStore();
  const result = await store.dispatch(login('ace', 'secret-pass'));
  expect(result).toEqual({ success: true, user: USER });
  expect(calls.map(({ path, body }) => [path, body])).toEqual([
    ['/api/auth/login', { email: 'ace', password: 'secret-pass' }],
    ['/api/auth/login', { username: 'ace', password: 'secret-pass' }],
    ['/api/auth/login', { usernameOrEmail: 'ace', password: 'secret-pass' }],
  ]);
  expect(store.getState().session).toEqual({ status: 'ready', token: 'tok-1', user: USER });
  expect(storedSession()).toEqual({ token: 'tok-1', user: USER });
});

test('goes on to /api/login, /auth/login and /users/login when the earlier paths do not work', async () => {
  const calls = recordLoginCalls((path) => (path === '/users/login' ? HttpResponse.json({ token: 'tok-4', user: USER }) : notFound()));
  const result = await makeStore().dispatch(login('ace@example.com', 'secret-pass'));
  expect(result.success).toBe(true);
  expect(calls.map(({ path }) => path)).toEqual([...Array(3).fill('/api/auth/login'), ...Array(3).fill('/api/login'), ...Array(3).fill('/auth/login'), '/users/login']);
});

test.each([
  ['jwt', { jwt: 'tok-jwt', profile: USER }],
  ['accessToken', { accessToken: 'tok-access', user: USER }],
  ['token', { token: 'tok-plain', profile: USER }],
])('reads the token from %s and the user from user or profile', async (_field, answer) => {
  recordLoginCalls(() => HttpResponse.json(answer));
  const store = makeStore();
  expect(await store.dispatch(login('ace', 'secret-pass'))).toEqual({ success: true, user: USER });
  expect(store.getState().session.token).toBe(Object.values(answer)[0]);
});

test('without a user in the answer it asks GET /api/auth/me with the new token', async () => {
  recordLoginCalls(() => HttpResponse.json({ token: 'tok-me' }));
  let sentAuthorization: string | null = null;
  server.use(
    http.get('*/api/auth/me', ({ request }) => {
      sentAuthorization = request.headers.get('authorization');
      return HttpResponse.json(USER);
    }),
  );
  const store = makeStore();
  expect(await store.dispatch(login('ace', 'secret-pass'))).toEqual({ success: true, user: USER });
  expect(sentAuthorization).toBe('Bearer tok-me');
});

test('email_not_verified fails at once with msg, email and username', async () => {
  const calls = recordLoginCalls(() =>
    HttpResponse.json({ msg: 'Please verify your e-mail.', errorType: 'email_not_verified', email: 'ace@example.com', username: 'ace' }, { status: 403 }),
  );
  const store = makeStore();
  expect(await store.dispatch(login('ace', 'secret-pass'))).toEqual({
    success: false,
    error: 'Please verify your e-mail.',
    errorType: 'email_not_verified',
    email: 'ace@example.com',
    username: 'ace',
  });
  expect(calls).toHaveLength(1);
  expect(store.getState().session.token).toBeNull();
});

test('account_banned fails at once with msg and banDetails', async () => {
  const banDetails = { reason: 'Cheating', until: '2031-01-01T00:00:00.000Z' };
  const calls = recordLoginCalls(() => HttpResponse.json({ msg: 'Your account has been banned.', errorType: 'account_banned', banDetails }, { status: 403 }));
  expect(await makeStore().dispatch(login('ace', 'secret-pass'))).toEqual({
    success: false,
    error: 'Your account has been banned.',
    errorType: 'account_banned',
    banDetails,
  });
  expect(calls).toHaveLength(1);
});

test.each([
  ['msg', () => HttpResponse.json({ msg: 'Invalid email/username or password.' }, { status: 401 }), 'Invalid email/username or password.'],
  ['error', () => HttpResponse.json({ error: 'Bad credentials' }, { status: 401 }), 'Bad credentials'],
  ['the status text', () => new HttpResponse('<html>nope</html>', { status: 401, statusText: 'Unauthorized' }), 'Unauthorized'],
])('a failure takes its message from %s, and every other combination is still tried', async (_source, answer, message) => {
  const calls = recordLoginCalls((path) => (path === '/api/auth/login' ? answer() : notFound()));
  expect(await makeStore().dispatch(login('ace', 'wrong-pass'))).toEqual({ success: false, error: message });
  expect(calls).toHaveLength(12);
});

test('when nothing works and nobody says why: Login failed', async () => {
  recordLoginCalls(() => new HttpResponse(null, { status: 404 }));
  expect(await makeStore().dispatch(login('ace', 'secret-pass'))).toEqual({ success: false, error: LOGIN_FAILED });
  expect(LOGIN_FAILED).toBe('Login failed');
});

test('an unexpected exception (the network fails): Server error', async () => {
  server.use(...LOGIN_PATHS.map((path) => http.post(`*${path}`, () => HttpResponse.error())));
  expect(await makeStore().dispatch(login('ace', 'secret-pass'))).toEqual({ success: false, error: SERVER_ERROR });
  expect(SERVER_ERROR).toBe('Server error');
});

test('the visitor’s client id goes along as X-Client-Id when one is stored', async () => {
  writeStorage(STORAGE_KEYS.clientId, '1b4e28ba-2fa1-41d2-883f-0016d3cca427');
  const calls = recordLoginCalls(() => HttpResponse.json({ token: 'tok', user: USER }));
  await makeStore().dispatch(login('ace', 'secret-pass'));
  expect(calls[0]!.clientId).toBe('1b4e28ba-2fa1-41d2-883f-0016d3cca427');
});

test('a login sends no bearer token, even when someone is logged in already', async () => {
  const authorizations: Array<string | null> = [];
  server.use(
    http.post('*/api/auth/login', ({ request }) => {
      authorizations.push(request.headers.get('authorization'));
      return HttpResponse.json({ token: 'tok-new', user: USER });
    }),
  );
  const store = makeStore({ session: { status: 'ready', token: 'tok-old', user: { ...USER, username: 'previous' } } });
  expect(await store.dispatch(login('ace', 'secret-pass'))).toEqual({ success: true, user: USER });
  expect(authorizations).toEqual([null]);
  expect(store.getState().session.token).toBe('tok-new');
});

test('a login with a ready token and user stores them with no call', async () => {
  const calls = recordLoginCalls(() => HttpResponse.json({}));
  const store = makeStore();
  expect(store.dispatch(loginWithSession('ready-token', USER))).toEqual({ success: true, user: USER });
  expect(calls).toHaveLength(0);
  expect(store.getState().session).toEqual({ status: 'ready', token: 'ready-token', user: USER });
  expect(storedSession()).toEqual({ token: 'ready-token', user: USER });
});
