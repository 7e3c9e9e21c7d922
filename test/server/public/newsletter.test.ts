import { SUBSCRIBE_ANSWER } from '../../../server/routes/newsletter/newsletterRoutes';
import { build, type TestServer } from '../build';
import { BUILD_TIMEOUT_MS, capturingMailer, freshIp } from './support';

// The limit as the README's Rate limits table documents it (subscriptions per address in 10 minutes),
// written out rather than imported from the server: a limit changed in the code must fail here.
const SUBSCRIBE_REQUESTS_PER_WINDOW = 5;

let server: TestServer;
const mailer = capturingMailer();

beforeAll(async () => {
  server = await build({ PUBLIC_URL: 'https://versus.example' }, { mailer });
}, BUILD_TIMEOUT_MS);
afterAll(() => server.close());
beforeEach(() => {
  mailer.sent.length = 0;
});

function post(url: string, payload: unknown, remoteAddress = freshIp()) {
  return server.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress });
}

function tokenFrom(link: string | undefined, parameter: string): string {
  const token = new URL(link ?? '').searchParams.get(parameter);
  if (!token) throw new Error(`no ${parameter} in ${link}`);
  return token;
}

test('a visitor subscribes, confirms by the mail\'s link and unsubscribes by the other', async () => {
  const subscribed = await post('/api/newsletter/subscribe', { email: 'Fan@Example.com' });
  expect(subscribed.statusCode).toBe(202);
  expect(subscribed.json()).toEqual({ msg: SUBSCRIBE_ANSWER });

  expect(mailer.sent).toHaveLength(1);
  const confirmation = mailer.sent[0]!;
  expect(confirmation.to).toBe('fan@example.com');
  expect(confirmation.link).toMatch(/^https:\/\/versus\.example\/newsletter\?confirm=[A-Za-z0-9_-]{43}$/);
  expect(confirmation.text).toContain(confirmation.link);
  const confirmToken = tokenFrom(confirmation.link, 'confirm');

  const confirmed = await post('/api/newsletter/confirm', { token: confirmToken });
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json()).toMatchObject({ status: 'confirmed' });

  // The welcome mail is the first newsletter mail: it carries the one-click unsubscribe link.
  expect(mailer.sent).toHaveLength(2);
  const welcome = mailer.sent[1]!;
  expect(welcome.to).toBe('fan@example.com');
  expect(welcome.link).toMatch(/^https:\/\/versus\.example\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);
  expect(welcome.text).toContain(welcome.link);
  expect(welcome.html).toContain('Unsubscribe with one click');

  const again = await server.app.inject({ method: 'GET', url: `/api/newsletter/confirm?token=${confirmToken}`, remoteAddress: freshIp() });
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ status: 'already_confirmed' });
  expect(mailer.sent).toHaveLength(2);

  const unsubscribed = await post('/api/newsletter/unsubscribe', { token: tokenFrom(welcome.link, 'token') });
  expect(unsubscribed.statusCode).toBe(200);
  const rows = await server.db.query(`SELECT 1 FROM newsletter_subscriptions WHERE email = 'fan@example.com'`);
  expect(rows).toHaveLength(0);

  const secondClick = await post('/api/newsletter/unsubscribe', { token: tokenFrom(welcome.link, 'token') });
  expect(secondClick.statusCode).toBe(404);
  expect(secondClick.json().msg).toMatch(/no longer subscribed/);
});

test('re-subscribing after unsubscribing starts a new double opt-in', async () => {
  await post('/api/newsletter/subscribe', { email: 'returning@example.com' });
  await post('/api/newsletter/confirm', { token: tokenFrom(mailer.sent[0]!.link, 'confirm') });
  await post('/api/newsletter/unsubscribe', { token: tokenFrom(mailer.sent[1]!.link, 'token') });

  const again = await post('/api/newsletter/subscribe', { email: 'returning@example.com' });
  expect(again.statusCode).toBe(202);
  expect(mailer.sent).toHaveLength(3);
  const confirmed = await post('/api/newsletter/confirm', { token: tokenFrom(mailer.sent[2]!.link, 'confirm') });
  expect(confirmed.json()).toMatchObject({ status: 'confirmed' });
});

test('the answer never reveals whether an address is subscribed, and a subscriber gets no new mail', async () => {
  await post('/api/newsletter/subscribe', { email: 'known@example.com' });
  await post('/api/newsletter/confirm', { token: tokenFrom(mailer.sent[0]!.link, 'confirm') });
  mailer.sent.length = 0;

  const known = await post('/api/newsletter/subscribe', { email: 'known@example.com' });
  const unknown = await post('/api/newsletter/subscribe', { email: 'unknown@example.com' });
  expect(known.statusCode).toBe(unknown.statusCode);
  expect(known.body).toBe(unknown.body);
  expect(mailer.sent.map((mail) => mail.to)).toEqual(['unknown@example.com']);
});

test('a pending address asking again at once gets no second mail', async () => {
  await post('/api/newsletter/subscribe', { email: 'eager@example.com' });
  const second = await post('/api/newsletter/subscribe', { email: 'eager@example.com' });
  expect(second.statusCode).toBe(202);
  expect(mailer.sent).toHaveLength(1);
});

test('only hashes of the tokens are stored', async () => {
  await post('/api/newsletter/subscribe', { email: 'hashed@example.com' });
  const token = tokenFrom(mailer.sent[0]!.link, 'confirm');
  await post('/api/newsletter/confirm', { token });
  const unsubscribeToken = tokenFrom(mailer.sent[1]!.link, 'token');

  const stored = JSON.stringify([
    await server.db.query('SELECT * FROM newsletter_subscriptions'),
    await server.db.query('SELECT * FROM newsletter_unsubscribe_tokens'),
  ]);
  expect(stored).not.toContain(token);
  expect(stored).not.toContain(unsubscribeToken);
});

test('an unknown or expired confirmation token is a 404 that says to subscribe again', async () => {
  const response = await post('/api/newsletter/confirm', { token: 'x'.repeat(43) });
  expect(response.statusCode).toBe(404);
  expect(response.json().msg).toMatch(/invalid or has expired/);

  await post('/api/newsletter/subscribe', { email: 'late@example.com' });
  await server.db.query(`UPDATE newsletter_subscriptions SET confirm_expires_at = now() - interval '1 hour' WHERE email = 'late@example.com'`);
  const late = await post('/api/newsletter/confirm', { token: tokenFrom(mailer.sent[0]!.link, 'confirm') });
  expect(late.statusCode).toBe(404);
});

test.each([
  // An address is a field people type: the answer is the sign-up form's own words.
  ['/api/newsletter/subscribe', { email: 'not-an-address' }, 'Please enter a valid email address.'],
  ['/api/newsletter/subscribe', {}, 'E-mail is required.'],
  ['/api/newsletter/subscribe', { email: 42 }, 'Please enter a valid email address.'],
  ['/api/newsletter/confirm', { token: 'short' }, 'body.token'],
  ['/api/newsletter/unsubscribe', { token: '<script>alert(1)</script>'.padEnd(43, 'a') }, 'body.token'],
])('bad input to %s (%j) is a 400 saying %s', async (url, payload, field) => {
  const response = await post(url, payload);
  expect(response.statusCode).toBe(400);
  expect(response.json().msg).toContain(field);
});

test('subscribing is rate limited per IP', async () => {
  const address = freshIp();
  for (let attempt = 0; attempt < SUBSCRIBE_REQUESTS_PER_WINDOW; attempt++) {
    expect((await post('/api/newsletter/subscribe', { email: `burst${attempt}@example.com` }, address)).statusCode).toBe(202);
  }
  const refused = await post('/api/newsletter/subscribe', { email: 'burst-last@example.com' }, address);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toHaveProperty('msg');
});
