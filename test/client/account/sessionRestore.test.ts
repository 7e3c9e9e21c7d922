import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../src/app/store';
import { restoreSession } from '../../../src/features/session/restoreSession';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../src/lib/storage';
import { server } from '../mswServer';

const USER = { _id: 'c'.repeat(24), username: 'ace', email: 'ace@example.com', role: 'user', profileCompleted: true };

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token whose payload names a user; the client reads it without verifying (the server verifies). */
function tokenFor(payload: object): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

const loading = { status: 'loading', token: null, user: null } as const;

test('the session starts loading; without a stored token loading ends signed out, with no call', async () => {
  let calls = 0;
  server.use(http.get('*/api/auth/me', () => {
    calls++;
    return HttpResponse.json(USER);
  }));
  const store = makeStore({ session: loading });
  expect(store.getState().session.status).toBe('loading');
  await store.dispatch(restoreSession());
  expect(store.getState().session).toEqual({ status: 'ready', token: null, user: null });
  expect(calls).toBe(0);
});

test('with a stored token it fetches the current user with the bearer token', async () => {
  writeStorage(STORAGE_KEYS.token, 'stored-token');
  let authorization: string | null = null;
  server.use(http.get('*/api/auth/me', ({ request }) => {
    authorization = request.headers.get('authorization');
    return HttpResponse.json(USER);
  }));
  const store = makeStore({ session: loading });
  await store.dispatch(restoreSession());
  expect(authorization).toBe('Bearer stored-token');
  expect(store.getState().session).toEqual({ status: 'ready', token: 'stored-token', user: expect.objectContaining(USER) });
});

test.each(['authToken', 'jwt', 'accessToken'])('a token stored under %s is found too', async (key) => {
  writeStorage(key, 'older-token');
  server.use(http.get('*/api/auth/me', () => HttpResponse.json({ user: USER })));
  const store = makeStore({ session: loading });
  await store.dispatch(restoreSession());
  expect(store.getState().session.token).toBe('older-token');
});

test('when no current-user path answers, the user comes from the token payload', async () => {
  const token = tokenFor({ sub: USER._id, username: 'ace', email: 'ace@example.com', exp: Math.floor(Date.now() / 1000) + 3600 });
  writeStorage(STORAGE_KEYS.token, token);
  server.use(http.get('*/api/auth/me', () => HttpResponse.json({ msg: 'Down for maintenance' }, { status: 503 })));
  const store = makeStore({ session: loading });
  await store.dispatch(restoreSession());
  expect(store.getState().session).toEqual({ status: 'ready', token, user: expect.objectContaining({ _id: USER._id, username: 'ace' }) });
});

test('when neither works the token is removed with a warning, and loading ends', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    writeStorage(STORAGE_KEYS.token, 'not-a-jwt');
    writeStorage(STORAGE_KEYS.user, JSON.stringify(USER));
    const store = makeStore({ session: loading });
    await store.dispatch(restoreSession());
    expect(store.getState().session).toEqual({ status: 'ready', token: null, user: null });
    expect(readStorage(STORAGE_KEYS.token)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  } finally {
    warn.mockRestore();
  }
});
