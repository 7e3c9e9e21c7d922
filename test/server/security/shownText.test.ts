import { build, type TestServer } from '../build';
import { createAccount, type TestAccount } from '../admin/factories';

/**
 * Names and titles shown to others refuse every control and invisible formatting character
 * (Unicode Cc and Cf); longer free text keeps line breaks and the emoji joiner but refuses the rest.
 */
let server: TestServer;
let admin: TestAccount;
let player: TestAccount;
let tournamentId: string;

beforeAll(async () => {
  server = await build();
  admin = await createAccount(server.app, { role: 'admin' });
  player = await createAccount(server.app);
  tournamentId = (await call(admin, 'POST', '/api/tournaments', { title: 'Unicode Cup' })).json()._id;
}, 60_000);
afterAll(() => server.close());

function call(as: TestAccount, method: 'POST' | 'PATCH', url: string, payload: object) {
  return server.app.inject({ method, url, headers: { authorization: as.authorization }, payload });
}

const OFFENDING: Array<[string, string]> = [
  ['NUL', '\u0000'],
  ['a tab', '\t'],
  ['a line break', '\n'],
  ['ESC', '\u001b'],
  ['DEL', '\u007f'],
  ['C1 next line', '\u0085'],
  ['C1 control sequence introducer', '\u009b'],
  ['a soft hyphen', '\u00ad'],
  ['a zero-width space', '\u200b'],
  ['a zero-width joiner', '\u200d'],
  ['a left-to-right mark', '\u200e'],
  ['a right-to-left override', '\u202e'],
  ['a left-to-right isolate', '\u2066'],
  ['a byte order mark', '\ufeff'],
  ['a tag character', '\u{e0041}'],
];

/** Routes that take a name or title, each with the field it is refused in. */
const NAME_FIELDS: Array<[string, (name: string) => Promise<{ statusCode: number; json(): { msg: string } }>, string]> = [
  ['a tournament title', (name) => call(admin, 'POST', '/api/tournaments', { title: `Cup ${name} 1` }), 'body.title'],
  ['a participant', (name) => call(admin, 'POST', `/api/tournaments/${tournamentId}/participants`, { participants: [{ name: `Team ${name} A` }] }), 'body.participants.0.name'],
  ['an API key name', (name) => call(admin, 'POST', '/api/admin/api-keys', { name: `Bot ${name}`, scopes: ['results'] }), 'body.name'],
  ['a game name', (name) => call(admin, 'POST', '/api/games', { key: 'unicode-game', name: `Game ${name}` }), 'body.name'],
  ['a nickname', (name) => call(player, 'PATCH', '/api/user', { nickname: `Ace ${name}` }), 'body.nickname'],
  ['a shop item', (name) => call(admin, 'POST', '/api/shop/items', { name: `Hoodie ${name}`, description: '', price: 10, currency: 'USDT', stock: 1 }), 'body.name'],
];

describe.each(NAME_FIELDS)('%s', (_what, send, field) => {
  test.each(OFFENDING)('with %s is a 400 naming the field', async (_name, character) => {
    const response = await send(character);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain(`(${field})`);
    expect(response.json().msg).toMatch(/control characters and invisible formatting characters/);
  });
});

test('names in any script, with accents and emoji, are fine', async () => {
  const title = 'Ñandú Kupası 东京 🎮 ٱلْكَأْس';
  const created = await call(admin, 'POST', '/api/tournaments', { title });
  expect(created.statusCode).toBe(201);
  expect(created.json().title).toBe(title);
  expect((await call(player, 'PATCH', '/api/user', { nickname: 'Zoë 🦊' })).statusCode).toBe(200);
});

describe('free text (a tournament description) keeps line breaks and emoji joiners', () => {
  test('line breaks and 👩‍💻 (joined by U+200D) are kept', async () => {
    const description = 'Line one\nLine two 👩‍💻';
    const updated = await call(admin, 'PATCH', `/api/tournaments/${tournamentId}`, { description });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().description).toBe(description);
  });

  test.each(OFFENDING.filter(([, character]) => character !== '\n' && character !== '\u200d'))('%s is a 400 naming the field', async (_name, character) => {
    const response = await call(admin, 'PATCH', `/api/tournaments/${tournamentId}`, { description: `Rules ${character} apply` });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('(body.description)');
  });
});
