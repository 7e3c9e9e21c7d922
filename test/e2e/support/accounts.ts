/**
 * Accounts for browser tests on a server of their own: the mails it wrote to DATA_DIR/outbox (it
 * runs without SMTP_URL), a verified account made the way a newcomer makes one, and logins.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { RunningServer } from './harness';
import { api } from './server';

/** How often the outbox is read while a mail is awaited (a bound, not an assertion on speed). */
const MAIL_ATTEMPTS = 100;
const MAIL_POLL_MS = 100;

export interface Session {
  token: string;
  id: string;
  username: string;
  user: Record<string, unknown>;
}

/** Quoted-printable soft line breaks and escapes undone: enough to read links. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every mail in the server's outbox addressed to `address`, oldest first. */
export function outboxMailsTo(server: RunningServer, address: string): string[] {
  const outbox = path.join(server.dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    // The outbox appears with the first mail.
    return [];
  }
  const recipient = new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi');
  return files.map((file) => decodeQuotedPrintable(readFileSync(path.join(outbox, file), 'utf8'))).filter((mail) => recipient.test(mail));
}

/** The newest match of `pattern` in the mails to `address`, waiting for the mail to be written. */
export async function linkFromMail(server: RunningServer, address: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < MAIL_ATTEMPTS; attempt++) {
    const link = outboxMailsTo(server, address)
      .map((mail) => mail.match(pattern)?.[0])
      .filter(Boolean)
      .at(-1);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, MAIL_POLL_MS));
  }
  throw new Error(`No mail to ${address} with a link matching ${pattern}`);
}

function post<T>(server: RunningServer, pathname: string, body: unknown, token?: string) {
  return api<T>(pathname, { method: 'POST', body, token, baseUrl: server.baseUrl });
}

export async function login(server: RunningServer, email: string, password: string): Promise<Session> {
  const response = await post<{ token: string; user: { _id: string; username: string } }>(server, '/api/auth/login', { email, password });
  assert.equal(response.status, 200, `login of ${email}`);
  const { token, user } = response.body;
  return { token, id: user._id, username: user.username, user };
}

/** A verified account made the way a newcomer makes one: register, then the mailed link; then logged in. */
export async function verifiedAccount(server: RunningServer, name: string, password: string): Promise<Session> {
  const username = `${name}${Date.now() % 100_000}`;
  const email = `${username}@example.com`;
  const registered = await post(server, '/api/auth/register', { email, username, password });
  assert.equal(registered.status, 201, `registration of ${username}`);
  const link = await linkFromMail(server, email, /\/verify-email\/[A-Za-z0-9_-]+/);
  const verified = await post(server, '/api/auth/verify-email', { token: link.split('/').pop() });
  assert.equal(verified.status, 200, `verification of ${username}`);
  return login(server, email, password);
}

/**
 * A newcomer's first minutes in the browser: the sign-up form, the link of the mail, the login form;
 * ends on the home page, logged in. `base` is the address the mail links use.
 */
export async function signUpThroughForms(
  page: Page,
  server: RunningServer,
  base: string,
  { email, username, password }: { email: string; username: string; password: string },
): Promise<void> {
  await page.goto(`${base}/register`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

  await page.goto(await linkFromMail(server, email, new RegExp(`${base}/verify-email/[A-Za-z0-9_-]+`)));
  await page.getByRole('button', { name: 'Verify my e-mail' }).click();
  await page.getByText('Your e-mail address is verified. You can log in now.').waitFor();

  await page.goto(`${base}/login`);
  await page.getByLabel('Username or e-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${base}/`);
}

/** Two accounts become friends the way two players do: each asks the other. */
export async function makeFriends(server: RunningServer, first: Session, second: Session): Promise<void> {
  const asked = await post<{ status: string }>(server, '/api/friends/requests', { username: second.username }, first.token);
  assert.equal(asked.status, 201, `${first.username} asks ${second.username}`);
  const answered = await post<{ status: string }>(server, '/api/friends/requests', { username: first.username }, second.token);
  assert.equal(answered.body.status, 'friends', `${second.username} asks back`);
}

/** `from` opens the conversation with a friend and sends it a first message; the chat's id. */
export async function startConversation(server: RunningServer, from: Session, to: Session, content: string): Promise<string> {
  const chat = await post<{ _id: string }>(server, '/api/chat/select_or_create', { recipientId: to.id }, from.token);
  assert.equal(chat.status, 200, `${from.username} opens a chat with ${to.username}`);
  const sent = await post(server, `/api/chat/${chat.body._id}/messages`, { content }, from.token);
  assert.equal(sent.status, 201, `${from.username} sends a message`);
  return chat.body._id;
}
