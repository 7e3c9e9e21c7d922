/**
 * Friends, presence and chat in the browser, with two users in two browser contexts:
 * they become friends from each other's profile; A sees B go Online and Offline; A sends a message;
 * B, hub closed, gets the badge; B opens the hub and the chat, sees it and answers; A sees the
 * answer live. Once on one server process, once on two processes sharing PostgreSQL and Redis
 * (A on one, B on the other); skipped when they do not answer, except where the run requires them (CI).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createClient } from 'redis';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, PresenceUpdate, ServerToClientEvents } from '../../common/contract/socketEvents';
import { openPostgres } from '../../server/db/database';
import { type SmtpCapture, startSmtpCapture } from '../server/tournaments/smtpCapture';
import { failIfRequired } from '../support/requiredServices';
import { startTcpProxy } from '../support/tcpProxy';
import { dismissedOverlays, launchBrowser, VIEWPORTS } from './support/browser';
import { type RunningServer, startServer } from './support/harness';

const PASSWORD = 'chat-e2e-password-1';
/** The services CI runs beside the tests (.ci/run); TEST_DATABASE_URL and REDIS_URL override them. */
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** How long the mail with the verification link may take (a bound, not an assertion on speed). */
const MAIL_WAIT_MS = 15_000;
const UI_TIMEOUT_MS = 20_000;

interface Account {
  username: string;
  token: string;
  user: Record<string, unknown>;
}

interface Player {
  account: Account;
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function call(baseUrl: string, pathname: string, body: unknown): Promise<Response> {
  return fetch(new URL(pathname, baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function mailTo(smtp: SmtpCapture, email: string): Promise<string> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    const mail = smtp.mails.find((candidate) => candidate.to.includes(email));
    if (mail) return mail.text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail reached ${email}`);
}

/** Registers, follows the verification link from the mail, and logs in, as a new player does. */
async function createAccount(baseUrl: string, smtp: SmtpCapture, name: string): Promise<Account> {
  const username = `${name}${randomBytes(3).toString('hex')}`;
  const email = `${username}@example.com`;
  const registered = await call(baseUrl, '/api/auth/register', { email, username, password: PASSWORD });
  assert.equal(registered.status, 201, `register ${username}: ${await registered.text()}`);
  const token = /\/verify-email\/([^\s"<>]+)/.exec(await mailTo(smtp, email))?.[1];
  assert.ok(token, 'the mail carries a verification link');
  assert.equal((await call(baseUrl, '/api/auth/verify-email', { token: decodeURIComponent(token) })).status, 200);
  const login = await call(baseUrl, '/api/auth/login', { email, password: PASSWORD });
  assert.equal(login.status, 200);
  const body = (await login.json()) as { token: string; user: Record<string, unknown> };
  return { username, token: body.token, user: body.user };
}

/** A browser context of its own, logged in through local storage as the SPA keeps a session. */
async function openPlayer(browser: Browser, baseUrl: string, account: Account, viewport: keyof typeof VIEWPORTS): Promise<Player> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS[viewport] });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  const storage = { ...dismissedOverlays(), token: account.token, user: account.user };
  await context.addInitScript((entries: Record<string, string>) => {
    if (sessionStorage.getItem('__chatSeeded')) return;
    sessionStorage.setItem('__chatSeeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, Object.fromEntries(Object.entries(storage).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])));
  const player: Player = { account, context, page: await context.newPage(), errors: [] };
  watchErrors(player, player.page);
  return player;
}

function watchErrors(player: Player, page: Page): void {
  page.on('pageerror', (error) => player.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/favicon/.test(message.location().url ?? '')) player.errors.push(message.text());
  });
}

async function newPage(player: Player): Promise<Page> {
  player.page = await player.context.newPage();
  watchErrors(player, player.page);
  return player.page;
}

/** Null when Redis answers a PING, else why not. */
async function redisProblem(url: string): Promise<string | null> {
  const client = createClient({ url, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    if (client.isOpen) client.destroy();
  }
}

async function openHub(page: Page) {
  await page.getByRole('button', { name: /^Chat hub/ }).first().click();
  return page.getByRole('dialog', { name: 'Chat hub' });
}

async function authorized(baseUrl: string, token: string, pathname: string, body: unknown): Promise<Response> {
  return fetch(new URL(pathname, baseUrl), { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
}

/** Resolves with the first presence update about `userId` saying `online`. */
function presenceOf(socket: Socket<ServerToClientEvents, ClientToServerEvents>, userId: string, online: boolean): Promise<void> {
  return new Promise((resolve) => {
    const listener = (update: PresenceUpdate) => {
      if (update.userId !== userId || update.online !== online) return;
      socket.off('presence_update', listener);
      resolve();
    };
    socket.on('presence_update', listener);
  });
}

/** How long A's network stays down in the outage scenario (30 s). */
const OUTAGE_MS = 30_000;

/** The whole story of the "Done when", A on serverA and B on serverB (the same one, or not). */
async function friendsChatStory(browser: Browser, smtp: SmtpCapture, serverA: RunningServer, serverB: RunningServer): Promise<void> {
  const [accountA, accountB] = await Promise.all([createAccount(serverA.baseUrl, smtp, 'alice'), createAccount(serverB.baseUrl, smtp, 'bob')]);
  const a = await openPlayer(browser, serverA.baseUrl, accountA, 'desktop');
  const b = await openPlayer(browser, serverB.baseUrl, accountB, 'mobile');
  try {
    // They become friends: A asks from B's profile, B accepts from A's.
    await a.page.goto(`/profile/${accountB.username}`);
    await a.page.getByRole('button', { name: 'Add friend' }).click();
    await a.page.getByText('Friend request sent').waitFor();
    await b.page.goto(`/profile/${accountA.username}`);
    await b.page.getByRole('button', { name: 'Accept' }).click();
    await b.page.getByRole('button', { name: 'Message' }).waitFor();

    // A sees B online (B's page is open), then offline when B leaves, then online again.
    const hubA = await openHub(a.page);
    await hubA.getByRole('tab', { name: 'Friends' }).click();
    const bobRow = hubA.getByRole('listitem').filter({ hasText: accountB.username });
    await bobRow.getByText('Online', { exact: true }).waitFor();
    await b.page.close();
    await bobRow.getByText('Offline', { exact: true }).waitFor();
    const bPage = await newPage(b);
    await bPage.goto('/games');
    await bobRow.getByText('Online', { exact: true }).waitFor();

    // A sends; B, hub closed, gets the badge.
    await bobRow.getByRole('button', { name: 'Message' }).click();
    const windowA = a.page.getByRole('dialog', { name: accountB.username });
    const composer = windowA.getByRole('textbox', { name: `Message to ${accountB.username}` });
    await composer.fill('gg, rematch? <b>not bold</b>');
    await composer.press('Enter');
    await windowA.getByText('gg, rematch? <b>not bold</b>').waitFor();
    await windowA.getByText('Sending…').waitFor({ state: 'detached' });
    // Any count first, then the exact one: a failure then says whether the badge was wrong or missing.
    const badgeB = bPage.getByRole('button', { name: /^Chat hub, \d+ unread$/ });
    await badgeB.waitFor();
    assert.equal(await badgeB.getAttribute('aria-label'), 'Chat hub, 1 unread');

    // B opens the hub (the badge resets) and the chat, sees the message as text, answers.
    const hubB = await openHub(bPage);
    await bPage.getByRole('button', { name: 'Chat hub', exact: true }).waitFor();
    const aliceRow = hubB.getByRole('listitem').filter({ hasText: accountA.username });
    await aliceRow.getByText('gg, rematch? <b>not bold</b>').waitFor();
    // The bottom sheet's rows say Chat on a phone.
    await aliceRow.getByRole('button', { name: 'Chat' }).click();
    const windowB = bPage.getByRole('dialog', { name: accountA.username });
    await windowB.getByText('gg, rematch? <b>not bold</b>').waitFor();
    assert.equal(await windowB.locator('b').count(), 0, 'HTML in a message is shown as text');
    const answer = windowB.getByRole('textbox', { name: `Message to ${accountA.username}` });
    await answer.fill('always. 5 minutes');
    await answer.press('Enter');

    // A sees the answer live, without a reload.
    await windowA.getByText('always. 5 minutes').waitFor();
    assert.equal(await windowA.getByText('gg, rematch? <b>not bold</b>').count(), 1, 'no message shows twice');
    assert.deepEqual(a.errors, [], 'A’s pages logged no error');
    assert.deepEqual(b.errors, [], 'B’s pages logged no error');
  } finally {
    await Promise.allSettled([a.context.close(), b.context.close()]);
  }
}

describe('friends and chat', () => {
  let browser: Browser;
  let smtp: SmtpCapture;

  before(async () => {
    browser = await launchBrowser();
    smtp = await startSmtpCapture();
  });
  after(async () => {
    await browser?.close();
    await smtp?.close();
  });

  it('on one server process: friends, presence, badge and a conversation both ways', async () => {
    const server = await startServer({ env: { SMTP_URL: smtp.url }, label: 'e2e-chat' });
    try {
      await friendsChatStory(browser, smtp, server, server);
    } finally {
      await server.stop();
    }
  });

  it('A loses the connection for 30 s: the page reconnects by itself, presence recovers, missed messages show once', async () => {
    const server = await startServer({ env: { SMTP_URL: smtp.url }, label: 'e2e-chat-outage' });
    // A's browser reaches the server only through this proxy: cutting it is A's network going down.
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(server.baseUrl).port) });
    let socketB: Socket<ServerToClientEvents, ClientToServerEvents> | null = null;
    let a: Player | null = null;
    try {
      const [accountA, accountB] = await Promise.all([createAccount(server.baseUrl, smtp, 'ann'), createAccount(server.baseUrl, smtp, 'ben')]);
      const idA = String(accountA.user._id);
      // Asking each other makes them friends.
      assert.equal((await authorized(server.baseUrl, accountA.token, '/api/friends/requests', { username: accountB.username })).status, 201);
      assert.equal((await authorized(server.baseUrl, accountB.token, '/api/friends/requests', { username: accountA.username })).status, 200);
      const chat = await authorized(server.baseUrl, accountB.token, '/api/chat/select_or_create', { recipientId: idA });
      const chatId = ((await chat.json()) as { _id: string })._id;

      socketB = connectSocket(server.baseUrl, { auth: { token: accountB.token }, transports: ['websocket'] });
      const aOnline = presenceOf(socketB, idA, true);
      await new Promise<void>((resolve) => socketB!.once('connect', () => resolve()));
      socketB.emit('join', String(accountB.user._id));

      a = await openPlayer(browser, `http://127.0.0.1:${proxy.port}`, accountA, 'desktop');
      await a.page.goto(`/profile/${accountB.username}`);
      await a.page.getByRole('button', { name: 'Message' }).click();
      const windowA = a.page.getByRole('dialog', { name: accountB.username });
      await windowA.getByRole('textbox', { name: `Message to ${accountB.username}` }).waitFor();
      await aOnline;

      const aOffline = presenceOf(socketB, idA, false);
      const cutAt = Date.now();
      await proxy.cut();
      await aOffline;
      const missed = [`missed one ${randomBytes(2).toString('hex')}`, `missed two ${randomBytes(2).toString('hex')}`];
      for (const content of missed) {
        assert.equal((await authorized(server.baseUrl, accountB.token, `/api/chat/${chatId}/messages`, { content })).status, 201);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - cutAt))));

      const aBack = presenceOf(socketB, idA, true);
      await proxy.restore();
      await aBack;
      for (const content of missed) {
        await windowA.getByText(content, { exact: true }).waitFor();
        assert.equal(await windowA.getByText(content, { exact: true }).count(), 1, `"${content}" shows once`);
      }
    } finally {
      socketB?.close();
      await a?.context.close();
      await proxy.close();
      await server.stop();
    }
  });

  it('the server restarts (it closes every socket on the way down): the page reconnects by itself and gets what it missed', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'versus-e2e-restart-'));
    const env = { SMTP_URL: smtp.url };
    let server = await startServer({ env, label: 'e2e-chat-restart', dataDir });
    // The browser keeps one address while the server behind it is replaced, as behind a balancer.
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(server.baseUrl).port) });
    let a: Player | null = null;
    try {
      const [accountA, accountB] = await Promise.all([createAccount(server.baseUrl, smtp, 'ada'), createAccount(server.baseUrl, smtp, 'bea')]);
      const idA = String(accountA.user._id);
      assert.equal((await authorized(server.baseUrl, accountA.token, '/api/friends/requests', { username: accountB.username })).status, 201);
      assert.equal((await authorized(server.baseUrl, accountB.token, '/api/friends/requests', { username: accountA.username })).status, 200);
      const chat = await authorized(server.baseUrl, accountB.token, '/api/chat/select_or_create', { recipientId: idA });
      const chatId = ((await chat.json()) as { _id: string })._id;

      a = await openPlayer(browser, `http://127.0.0.1:${proxy.port}`, accountA, 'desktop');
      await a.page.goto(`/profile/${accountB.username}`);
      await a.page.getByRole('button', { name: 'Message' }).click();
      const windowA = a.page.getByRole('dialog', { name: accountB.username });
      await windowA.getByRole('textbox', { name: `Message to ${accountB.username}` }).waitFor();

      await server.stop();
      server = await startServer({ env, label: 'e2e-chat-restart', dataDir });
      proxy.retarget(Number(new URL(server.baseUrl).port));

      const afterRestart = `after the restart ${randomBytes(2).toString('hex')}`;
      assert.equal((await authorized(server.baseUrl, accountB.token, `/api/chat/${chatId}/messages`, { content: afterRestart })).status, 201);
      await windowA.getByText(afterRestart, { exact: true }).waitFor();
      assert.equal(await windowA.getByText(afterRestart, { exact: true }).count(), 1, 'the message shows once');

      // A is online again for B on the new process.
      const deadline = Date.now() + UI_TIMEOUT_MS;
      for (;;) {
        assert.ok(Date.now() < deadline, 'A shows online to B again');
        const response = await fetch(new URL('/api/friends/list', server.baseUrl), { headers: { authorization: `Bearer ${accountB.token}` } });
        const { friends } = (await response.json()) as { friends: Array<{ _id: string; isOnline: boolean }> };
        if (friends.find((friend) => friend._id === idA)?.isOnline) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await a?.context.close();
      await proxy.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('on two server processes sharing PostgreSQL and Redis, A on one and B on the other', async (t) => {
    const noRedis = await redisProblem(REDIS_URL);
    if (noRedis) {
      const reason = `Redis at ${REDIS_URL} is not available (${noRedis})`;
      failIfRequired('redis', reason);
      t.skip(reason);
      return;
    }
    const schema = `e2e_chat_${randomBytes(6).toString('hex')}`;
    const admin = openPostgres({ connectionString: DATABASE_URL, max: 1 });
    try {
      await admin.query(`CREATE SCHEMA ${schema}`);
    } catch (error) {
      await admin.close().catch(() => undefined);
      const reason = `PostgreSQL at ${DATABASE_URL} is not available (${(error as Error).message})`;
      failIfRequired('postgres', reason);
      t.skip(reason);
      return;
    }
    const databaseUrl = new URL(DATABASE_URL);
    databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
    const env = { SMTP_URL: smtp.url, DATABASE_URL: databaseUrl.toString(), REDIS_URL };
    const servers: RunningServer[] = [];
    try {
      // One after the other: the first applies the migrations, the second finds them done.
      servers.push(await startServer({ env, label: 'e2e-chat-one' }));
      servers.push(await startServer({ env, label: 'e2e-chat-two' }));
      await friendsChatStory(browser, smtp, servers[0]!, servers[1]!);
    } finally {
      await Promise.allSettled(servers.map((server) => server.stop()));
      await admin.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
      await admin.close();
    }
  });
});
