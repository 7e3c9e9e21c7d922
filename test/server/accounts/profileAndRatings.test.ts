import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '../../../server/routes/accounts/accountMessages';
import { accountsServerForThisFile } from './accountsFixture';
import { bearer, json, loggedIn, login, registerVerified } from './accountsSupport';

const server = accountsServerForThisFile();

function updateProfile(token: string, payload: Record<string, unknown>) {
  return server.inject({ method: 'PATCH', url: '/api/user', headers: bearer(token), payload });
}

describe('PATCH /api/user', () => {
  test('changes username, nickname, icon and background and answers the user', async () => {
    const account = await loggedIn(server);
    const response = await updateProfile(account.token, {
      username: `${account.username}_2`.slice(0, 20),
      nickname: '  Ace  ',
      profileIcon: '/images/avatars/avatar-3.svg',
      profileBackground: 'https://cdn.example.com/bg.png',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      username: `${account.username}_2`.slice(0, 20),
      nickname: 'Ace',
      profileIcon: '/images/avatars/avatar-3.svg',
      profileBackground: 'https://cdn.example.com/bg.png',
      profileCompleted: true,
    });
    const me = await server.inject({ method: 'GET', url: '/api/user', headers: bearer(account.token) });
    expect(json(me)).toMatchObject({ nickname: 'Ace' });
  });

  test('a username taken by someone else, in any case, answers 409', async () => {
    const first = await registerVerified(server);
    const second = await loggedIn(server);
    const response = await updateProfile(second.token, { username: first.username.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({ msg: ACCOUNT_MESSAGES.usernameTaken });
  });

  test('null removes the nickname and the pictures', async () => {
    const account = await loggedIn(server);
    await updateProfile(account.token, { nickname: 'Temp', profileIcon: 'avatar-2' });
    const cleared = await updateProfile(account.token, { nickname: null, profileIcon: null });
    expect(json(cleared)).toMatchObject({ nickname: null, profileIcon: null });
  });

  describe('bad input answers 400 naming the field', () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['a username with _temp_', { username: 'me_temp_1' }, /username/i],
      ['a username with spaces or quotes', { username: "bob' --" }, /username/i],
      ['a username too long', { username: 'x'.repeat(21) }, /username/i],
      ['a nickname too long', { nickname: 'n'.repeat(31) }, /nickname/],
      ['a nickname with control characters', { nickname: 'a\u0000b' }, /nickname/i],
      ['a javascript: icon', { profileIcon: 'javascript:alert(1)' }, /profileIcon/],
      ['a plain http background', { profileBackground: 'http://example.com/bg.png' }, /profileBackground/],
      ['an svg data link (scripts)', { profileIcon: 'data:image/svg+xml;base64,PHN2Zz4=' }, /profileIcon/],
      ['an over-long icon', { profileIcon: `https://example.com/${'a'.repeat(200_001)}` }, /profileIcon/],
      ['a number as nickname', { nickname: 42 }, /nickname/],
      ['nothing to change', {}, /username, nickname/],
    ];
    test.each(cases)('%s', async (_name, payload, field) => {
      const account = await loggedIn(server);
      const response = await updateProfile(account.token, payload);
      expect(response.statusCode).toBe(400);
      expect(json<{ msg: string }>(response).msg).toMatch(field);
    });
  });

  test('without a token it answers 401', async () => {
    expect((await server.inject({ method: 'PATCH', url: '/api/user', payload: { nickname: 'x' } })).statusCode).toBe(401);
  });
});

test('a login carrying X-Client-Id moves that visitor’s ratings to the account', async () => {
  const account = await registerVerified(server);
  const clientId = randomUUID();
  const rated = await server.inject({ method: 'PUT', url: '/api/game-ratings/valorant', headers: { 'x-client-id': clientId }, payload: { rating: 4 } });
  expect(rated.statusCode).toBeLessThan(300);

  const response = await login(server, { email: account.email, password: account.password }, { 'x-client-id': clientId });
  expect(response.statusCode).toBe(200);
  const { token } = json<{ token: string }>(response);

  const asAccount = await server.inject({ method: 'GET', url: '/api/game-ratings/valorant', headers: bearer(token) });
  expect(json(asAccount)).toMatchObject({ userRating: 4, hasRated: true });
  const asVisitor = await server.inject({ method: 'GET', url: '/api/game-ratings/valorant', headers: { 'x-client-id': clientId } });
  expect(json(asVisitor)).toMatchObject({ hasRated: false });
});
