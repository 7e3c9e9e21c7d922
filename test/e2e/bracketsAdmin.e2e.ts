/**
 * Brackets from the backoffice in the browser: an admin builds an 8-player single elimination
 * bracket (a pasted list, then the start) and reports scores, while a visitor follows the
 * tournament: the visitor's open page shows each result without a reload, the visitor's socket
 * receives each result once, and the public bracket read shows it. The organizer's own screen is
 * live too: a result the bot reports with an API key shows there without a reload.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { Bracket, BracketUpdate } from '../../common/contract/brackets';
import type { ClientToServerEvents, ServerToClientEvents } from '../../common/contract/socketEvents';
import { login, type Session } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { dismissedOverlays, launchBrowser, VIEWPORTS } from './support/browser';
import { type RunningServer, startServer } from './support/harness';
import { api, type ApiOptions } from './support/server';
import { turnOnTwoFactor } from './support/twoFactor';

const ADMIN = { email: 'e2e-brackets-admin@example.com', password: 'e2e-brackets-password-1' };
const PLAYERS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];
/** How long a page waits for its watch or an update: a bound on the wait, not a claim about speed. */
const UPDATE_WAIT_MS = 10_000;

describe('bracket management in the backoffice', () => {
  let browser: Browser;
  let server: RunningServer;
  let admin: Session;
  const contexts: BrowserContext[] = [];
  const sockets: Socket[] = [];

  function call<T>(pathname: string, options: ApiOptions = {}) {
    return api<T>(pathname, { ...options, baseUrl: server.baseUrl });
  }

  /** A page of a browser of its own; with a session, logged in as it. */
  async function newPage(session: Session | null): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    context.setDefaultTimeout(20_000);
    contexts.push(context);
    await context.addInitScript(
      ({ token, overlays }) => {
        if (token) localStorage.setItem('token', token);
        for (const [key, value] of Object.entries(overlays)) localStorage.setItem(key, JSON.stringify(value));
      },
      { token: session?.token ?? null, overlays: dismissedOverlays() },
    );
    return context.newPage();
  }

  /**
   * Resolves once the server has acknowledged the page's watch_tournament for the tournament (the
   * socket is then in its room), whether the socket still polls or has moved to a WebSocket.
   * Listens from the start: call it before the page opens.
   */
  function watchAcknowledged(page: Page, tournamentId: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the page did not watch ${tournamentId} within ${UPDATE_WAIT_MS} ms`)), UPDATE_WAIT_MS);
      let ackId: string | null = null;
      const watch = new RegExp(`42(\\d+)\\["watch_tournament",\\{"tournamentId":"${tournamentId}"`);
      const sent = (payload: string) => {
        ackId = watch.exec(payload)?.[1] ?? ackId;
      };
      // Polling answers carry several packets, split by the record separator.
      const received = (payload: string) => {
        if (ackId !== null && payload.split('\x1e').some((packet) => packet.startsWith(`43${ackId}[`))) {
          clearTimeout(timer);
          resolve();
        }
      };
      const isSocket = (url: string) => url.includes('/socket.io/');
      page.on('request', (request) => {
        if (isSocket(request.url()) && request.method() === 'POST') sent(request.postData() ?? '');
      });
      page.on('response', (response) => {
        if (isSocket(response.url()) && response.request().method() === 'GET') response.text().then(received, () => undefined);
      });
      page.on('websocket', (socket) => {
        socket.on('framesent', ({ payload }) => sent(String(payload)));
        socket.on('framereceived', ({ payload }) => received(String(payload)));
      });
    });
  }

  /** A visitor's socket watching the tournament, as a page showing its bracket watches it. */
  async function watch(tournamentId: string): Promise<{ updates: BracketUpdate[]; next: (test: (update: BracketUpdate) => boolean) => Promise<BracketUpdate> }> {
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connectSocket(server.baseUrl, { transports: ['websocket'] });
    sockets.push(socket);
    const updates: BracketUpdate[] = [];
    const waiting: Array<{ test: (update: BracketUpdate) => boolean; resolve: (update: BracketUpdate) => void }> = [];
    socket.on('bracket_updated', (update) => {
      updates.push(update);
      for (const waiter of [...waiting]) {
        if (waiter.test(update)) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(update);
        }
      }
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    await new Promise<void>((resolve) => socket.emit('watch_tournament', { tournamentId }, () => resolve()));
    const next = (test: (update: BracketUpdate) => boolean) =>
      new Promise<BracketUpdate>((resolve, reject) => {
        const seen = updates.find(test);
        if (seen) return resolve(seen);
        const timer = setTimeout(() => reject(new Error(`no bracket_updated matching within ${UPDATE_WAIT_MS} ms; got ${JSON.stringify(updates)}`)), UPDATE_WAIT_MS);
        waiting.push({ test, resolve: (update) => (clearTimeout(timer), resolve(update)) });
      });
    return { updates, next };
  }

  before(async () => {
    server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, label: 'e2e-brackets' });
    browser = await launchBrowser();
    admin = await login(server, ADMIN.email, ADMIN.password);
    // Admins need two-factor sign-in (the default): this one sets it up as an admin would, and the
    // session that set it up goes on.
    await turnOnTwoFactor(server, admin.token, ADMIN.password);
  });
  after(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it('an admin builds an 8-player single elimination bracket and reports scores while a visitor follows live', async () => {
    const title = `E2E Bracket Cup ${Date.now()}`;
    const created = await call<{ _id: string }>('/api/tournaments', {
      method: 'POST',
      body: { title, status: 'LIVE', format: 'SINGLE_ELIMINATION', game: 'valorant', platform: 'PC' },
      token: admin.token,
    });
    assert.equal(created.status, 201);
    const tournamentId = created.body._id;

    // The visitor has the tournament open before the bracket exists.
    const visitor = await newPage(null);
    await visitor.goto(`/tournaments/${tournamentId}`, { waitUntil: 'networkidle' });
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    const live = await watch(tournamentId);

    const page = await newPage(admin);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/versusbackoffice/tournaments', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: `Bracket of ${title}` }).click();
    await page.getByRole('heading', { level: 2, name: `Bracket of ${title}` }).waitFor();

    await page.getByRole('textbox', { name: 'Paste a list (one name per line)' }).fill(PLAYERS.join('\n'));
    await page.getByRole('button', { name: 'Add the list' }).click();
    await page.getByText('8 participants were added.').waitFor();
    await page.getByRole('heading', { name: 'Participants (8)' }).waitFor();
    const seeds = page.getByRole('list', { name: 'Seed order' });
    assert.equal(await seeds.getByRole('listitem').count(), 8);

    // Seeds by keyboard: the button pressed moves with its participant and keeps the focus.
    await seeds.getByRole('button', { name: 'Move Alpha down' }).focus();
    await page.keyboard.press('Enter');
    await seeds.getByRole('listitem').first().filter({ hasText: 'Bravo' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Move Alpha down');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await seeds.getByRole('listitem').first().filter({ hasText: 'Alpha' }).waitFor();
    // Back at the top, Alpha cannot go up: the focus is on the way down.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Move Alpha down');

    const start = page.getByRole('form', { name: 'Start the bracket' });
    assert.equal(await start.getByRole('combobox', { name: 'Format' }).inputValue(), 'SINGLE_ELIMINATION');
    await start.getByRole('button', { name: 'Start the bracket' }).click();
    // Every match round by round; the queue above shows the ones to act on.
    const matches = page.getByRole('region', { name: 'Matches', exact: true });
    const firstRound = matches.getByRole('region', { name: 'Round 1', exact: true });
    await firstRound.waitFor();
    assert.equal(await firstRound.getByRole('group').count(), 4);
    assert.equal(await matches.getByRole('region', { name: 'Round 3', exact: true }).getByRole('group').count(), 1);
    assert.equal(await page.getByRole('list', { name: 'Matches to act on' }).getByRole('group').count(), 4);

    // The first match: seed 1 against seed 8.
    await matches.getByRole('button', { name: 'Report Round 1 match 1' }).click();
    const first = matches.getByRole('group', { name: 'Round 1 match 1' });
    await first.getByRole('spinbutton', { name: 'Alpha score' }).fill('2');
    await first.getByRole('spinbutton', { name: 'Hotel score' }).fill('1');
    await first.getByRole('button', { name: 'Report result' }).click();
    await first.getByText('Alpha 2 – 1 Hotel, Alpha won').waitFor();

    const update = await live.next((entry) => entry.matches.some((match) => match.id === 'winners-1-1' && match.status === 'completed'));
    // The visitor's page, opened before the bracket existed and never reloaded, shows the result.
    const visitorMatch = visitor.getByRole('group', { name: 'Quarterfinals, match 1' });
    await visitorMatch.getByText('Alpha wins').waitFor();
    await visitor.getByRole('group', { name: 'Semifinals, match 1' }).getByText('Alpha').waitFor();
    const reported = update.matches.find((match) => match.id === 'winners-1-1')!;
    assert.deepEqual(
      reported.opponents.map((opponent) => [opponent?.name, opponent?.score, opponent?.result]),
      [
        ['Alpha', 2, 'win'],
        ['Hotel', 1, 'loss'],
      ],
    );
    // Alpha goes on to the semi-final.
    assert.equal(update.matches.find((match) => match.id === 'winners-2-1')?.opponents[0]?.name, 'Alpha');

    // A second result, reported from the queue of matches to act on: the visitor gets it too.
    const second = page.getByRole('list', { name: 'Matches to act on' }).getByRole('group', { name: 'Round 1 match 2' });
    await second.getByRole('button', { name: 'Report Round 1 match 2' }).click();
    const [low, high] = await second.getByRole('spinbutton').all();
    await low!.fill('0');
    await high!.fill('3');
    await second.getByRole('button', { name: 'Report result' }).click();
    await matches.getByRole('group', { name: 'Round 1 match 2' }).getByText(/ 0 – 3 .*won$/).waitFor();
    await second.waitFor({ state: 'detached' });
    await live.next((entry) => entry.matches.some((match) => match.id === 'winners-1-2' && match.status === 'completed'));
    await visitor.getByRole('group', { name: 'Quarterfinals, match 2' }).getByText(/ wins$/).waitFor();

    const bracket = await call<Bracket>(`/api/tournaments/${tournamentId}/bracket`);
    assert.equal(bracket.status, 200);
    assert.equal(bracket.body.format, 'SINGLE_ELIMINATION');
    assert.equal(bracket.body.matches.filter((match) => match.status === 'completed').length, 2);
    assert.equal(bracket.body.version, 3);
    // One report, one broadcast: nothing was sent twice.
    assert.equal(live.updates.filter((entry) => entry.matches.some((match) => match.id === 'winners-1-1' && match.status === 'completed')).length, 1);
  });

  it("the organizer's open bracket screen shows a result the bot reports with an API key, without a reload", async () => {
    const title = `E2E Live Backoffice Cup ${Date.now()}`;
    const created = await call<{ _id: string }>('/api/tournaments', {
      method: 'POST',
      body: { title, status: 'LIVE', format: 'SINGLE_ELIMINATION', game: 'valorant', platform: 'PC' },
      token: admin.token,
    });
    assert.equal(created.status, 201);
    const tournamentId = created.body._id;
    const entered = await call(`/api/tournaments/${tournamentId}/participants`, {
      method: 'POST',
      body: { participants: PLAYERS.slice(0, 4).map((name, index) => ({ name, seed: index + 1 })) },
      token: admin.token,
    });
    assert.equal(entered.status, 201);
    const started = await call<Bracket>(`/api/tournaments/${tournamentId}/bracket`, { method: 'POST', body: {}, token: admin.token });
    assert.equal(started.status, 201);
    const [first, second] = started.body.matches.find((match) => match.id === 'winners-1-1')!.opponents.map((opponent) => opponent!.name);
    const key = await call<{ key: string }>('/api/admin/api-keys', {
      method: 'POST',
      body: { name: 'E2E live bot', scopes: ['results'], tournamentIds: [tournamentId] },
      token: admin.token,
    });
    assert.equal(key.status, 201);

    const page = await newPage(admin);
    const watching = watchAcknowledged(page, tournamentId);
    await page.goto(`/versusbackoffice/tournaments/${tournamentId}/bracket`);
    const matches = page.getByRole('region', { name: 'Matches', exact: true });
    const match = matches.getByRole('group', { name: 'Round 1 match 1' });
    await match.getByText(`${first} vs ${second}`, { exact: true }).waitFor();
    await watching;
    await page.evaluate(() => Object.assign(window, { __samePage: true }));

    const report = await call(`/api/tournaments/${tournamentId}/matches/winners-1-1/report`, {
      method: 'POST',
      body: { reportId: 'e2e-live-backoffice-1', scores: [2, 1] },
      token: key.body.key,
    });
    assert.equal(report.status, 200, 'the key reports the result');

    await match.getByText(`${first} 2 – 1 ${second}, ${first} won`, { exact: true }).waitFor();
    await match.getByRole('button', { name: 'Correct Round 1 match 1' }).waitFor();
    await matches.getByRole('group', { name: 'Round 2 match 1' }).getByText(`${first} vs to be decided`, { exact: true }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage), true, 'the page was not reloaded');
  });

  /** A best-of-3 tournament with a check-in and four participants; started when asked. */
  async function bestOfThreeCup(title: string, { start }: { start: boolean }): Promise<string> {
    const created = await call<{ _id: string }>('/api/tournaments', {
      method: 'POST',
      body: { title, status: 'LIVE', format: 'SINGLE_ELIMINATION', game: 'valorant', platform: 'PC', bestOf: 3, registration: { checkInMinutes: 30 } },
      token: admin.token,
    });
    assert.equal(created.status, 201);
    const tournamentId = created.body._id;
    const entered = await call(`/api/tournaments/${tournamentId}/participants`, {
      method: 'POST',
      body: { participants: PLAYERS.slice(0, 4).map((name, index) => ({ name, seed: index + 1 })) },
      token: admin.token,
    });
    assert.equal(entered.status, 201);
    if (start) assert.equal((await call(`/api/tournaments/${tournamentId}/bracket`, { method: 'POST', body: {}, token: admin.token })).status, 201);
    return tournamentId;
  }

  it('the bracket management and API keys pass axe at 390 and 1440 px, with their forms and dialogs open, and dialogs close on Escape', async () => {
    const page = await newPage(admin);
    const seeding = await bestOfThreeCup(`E2E Seeding Cup ${Date.now()}`, { start: false });
    const series = await bestOfThreeCup(`E2E Series Cup ${Date.now()}`, { start: true });
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      // A demo tournament whose bracket is being played, with a result form open.
      await page.goto('/versusbackoffice/tournaments/6a1f00d5e1a7c0de00000009/bracket', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 2, name: 'Bracket of Clash Royale Speed Cup' }).waitFor();
      await page.getByRole('button', { name: /^Report Round/ }).first().click();
      await expectNoSeriousA11yViolations(page, `live bracket at ${viewport.width} px`);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'no horizontal page overflow');

      // Back at the top: a target half under the sticky site header is not what this checks.
      await page.evaluate(() => window.scrollTo(0, 0));
      const withdraw = page.getByRole('button', { name: /^Withdraw / }).first();
      await withdraw.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: /^Withdraw .*\?$/ });
      await dialog.waitFor();
      await expectNoSeriousA11yViolations(page, `withdraw dialog at ${viewport.width} px`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // A completed battle royale, and a tournament still taking participants.
      await page.goto('/versusbackoffice/tournaments/6a1f00d5e1a7c0de0000000c/bracket', { waitUntil: 'networkidle' });
      await page.getByRole('region', { name: 'Battle royale round 1' }).waitFor();
      await expectNoSeriousA11yViolations(page, `completed battle royale at ${viewport.width} px`);
      await page.goto('/versusbackoffice/tournaments/6a1f00d5e1a7c0de00000005/bracket', { waitUntil: 'networkidle' });
      await page.getByRole('form', { name: 'Start the bracket' }).waitFor();
      await expectNoSeriousA11yViolations(page, `participants at ${viewport.width} px`);

      // Seeding with a check-in, and the preview of the start.
      await page.goto(`/versusbackoffice/tournaments/${seeding}/bracket`, { waitUntil: 'networkidle' });
      await page.getByRole('checkbox', { name: 'Drop players who did not check in' }).waitFor();
      await expectNoSeriousA11yViolations(page, `seeding with a check-in at ${viewport.width} px`);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'no horizontal page overflow while seeding');
      // Opened from the top of the page: a target half under the sticky site header is not what this checks.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Preview', exact: true }).dispatchEvent('click');
      const preview = page.getByRole('dialog', { name: 'Preview of the bracket' });
      await preview.waitFor();
      await expectNoSeriousA11yViolations(page, `start preview at ${viewport.width} px`);
      await page.keyboard.press('Escape');
      await preview.waitFor({ state: 'hidden' });

      // A best-of-3 entered game by game, from the queue.
      await page.goto(`/versusbackoffice/tournaments/${series}/bracket`, { waitUntil: 'networkidle' });
      const queued = page.getByRole('list', { name: 'Matches to act on' });
      await queued.getByRole('button', { name: 'Report Round 1 match 1' }).click();
      await queued.getByRole('button', { name: 'Add game' }).click();
      await queued.getByRole('spinbutton', { name: /score in game 3$/ }).first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoSeriousA11yViolations(page, `best-of-3 result form at ${viewport.width} px`);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 0, 'no horizontal page overflow with the series form open');

      await page.goto('/versusbackoffice/api-keys', { waitUntil: 'networkidle' });
      await page.getByRole('textbox', { name: 'Name' }).fill(`Bot ${viewport.width}`);
      await page.getByRole('button', { name: 'Create key' }).click();
      await page.getByText('Copy the key now: you will not see it again.', { exact: false }).waitFor();
      await expectNoSeriousA11yViolations(page, `API keys at ${viewport.width} px`);
      await page.getByRole('button', { name: `Revoke Bot ${viewport.width}` }).click();
      await page.getByRole('dialog', { name: 'Revoke API key?' }).waitFor();
      await expectNoSeriousA11yViolations(page, `revoke dialog at ${viewport.width} px`);
      await page.keyboard.press('Escape');
    }
  });
});
