/**
 * Brackets in the browser: an admin (through the API) enters eight players for a single
 * elimination and starts it; a visitor opens the tournament page and sees the tree; the bot
 * reports a score with an API key and the visitor's page shows it without a reload. The bracket is
 * used by keyboard and passes axe at 390 px and 1440 px, as do Swiss standings, and a phone never
 * scrolls sideways. A completed bracket with a long unbroken title and long names shows its final
 * placements and fits a phone; a live tournament whose bracket has not started says so, without
 * asking for it (no 404 in the console).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { login, type Session } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { describeProblems, dismissedOverlays, launchBrowser, openPage, screenshot, type TestPage, visit } from './support/browser';
import { type RunningServer, startServer } from './support/harness';
import { turnOnTwoFactor } from './support/twoFactor';
import { api } from './support/server';

const ADMIN = { email: 'e2e-brackets-admin@example.com', password: 'e2e-brackets-admin-password-1' };
const PLAYERS = ['Ash', 'Blaze', 'Cinder', 'Dune', 'Echo', 'Frost', 'Gale', 'Haze'];
const TITLE = 'E2E Bracket Cup';
/** Sixty characters without a space: a title must wrap rather than widen the page. */
const LONG_TITLE = 'E2ECompletedSingleEliminationChampionshipWithAVeryLongTitle!';
const LONG_NAMES = PLAYERS.map((name) => `${name}TheUnbreakableCompetitorFromFarAwayLand`);

interface PlayedBracket {
  status: string;
  matches: { id: string; status: string }[];
}

interface StartedBracket {
  matches: { id: string; opponents: ({ name: string } | null)[] }[];
}

describe('brackets', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Session;
  let tournamentId: string;
  let apiKey: string;
  let quarterfinal: { id: string; first: string; second: string };
  let swissId: string;
  let completedId: string;
  let notStartedId: string;

  const visitorPage = (viewport: 'desktop' | 'mobile'): Promise<TestPage> =>
    openPage(browser, viewport, { storage: dismissedOverlays(), baseUrl: server.baseUrl });

  before(async () => {
    server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, label: 'e2e-brackets' });
    browser = await launchBrowser();
    const baseUrl = server.baseUrl;
    admin = await login(server, ADMIN.email, ADMIN.password);
    // Admins need two-factor sign-in (the default): this one sets it up first, as an admin would.
    await turnOnTwoFactor(server, admin.token, ADMIN.password);
    const created = await api<{ _id: string }>('/api/tournaments', {
      method: 'POST',
      token: admin.token,
      baseUrl,
      body: { title: TITLE, status: 'LIVE', startAt: '2030-06-01T18:00:00Z', game: 'valorant', platform: 'PC', format: 'SINGLE_ELIMINATION' },
    });
    assert.equal(created.status, 201, 'the admin creates the tournament');
    tournamentId = created.body._id;
    const entered = await api(`/api/tournaments/${tournamentId}/participants`, {
      method: 'POST',
      token: admin.token,
      baseUrl,
      body: { participants: PLAYERS.map((name, index) => ({ name, seed: index + 1 })) },
    });
    assert.equal(entered.status, 201, 'the admin enters eight players');
    const started = await api<StartedBracket>(`/api/tournaments/${tournamentId}/bracket`, { method: 'POST', token: admin.token, baseUrl, body: {} });
    assert.equal(started.status, 201, 'the admin starts the bracket');
    const first = started.body.matches.find((match) => match.id === 'winners-1-1');
    assert.ok(first?.opponents[0] && first.opponents[1], 'the first quarterfinal has two players');
    quarterfinal = { id: first.id, first: first.opponents[0].name, second: first.opponents[1].name };
    const swiss = await api<{ _id: string }>('/api/tournaments', {
      method: 'POST',
      token: admin.token,
      baseUrl,
      body: { title: 'E2E Swiss Open', status: 'LIVE', startAt: '2030-06-02T18:00:00Z', game: 'valorant', platform: 'PC', format: 'SWISS' },
    });
    swissId = swiss.body._id;
    await api(`/api/tournaments/${swissId}/participants`, { method: 'POST', token: admin.token, baseUrl, body: { participants: PLAYERS.map((name) => ({ name })) } });
    assert.equal((await api(`/api/tournaments/${swissId}/bracket`, { method: 'POST', token: admin.token, baseUrl, body: { rounds: 3 } })).status, 201);
    const key = await api<{ key: string }>('/api/admin/api-keys', { method: 'POST', token: admin.token, baseUrl, body: { name: 'E2E bot', scopes: ['results'] } });
    assert.equal(key.status, 201, 'the admin creates an API key for the bot');
    apiKey = key.body.key;

    const completed = await api<{ _id: string }>('/api/tournaments', {
      method: 'POST',
      token: admin.token,
      baseUrl,
      body: { title: LONG_TITLE, status: 'LIVE', startAt: '2030-06-03T18:00:00Z', game: 'valorant', platform: 'PC', format: 'SINGLE_ELIMINATION' },
    });
    completedId = completed.body._id;
    await api(`/api/tournaments/${completedId}/participants`, {
      method: 'POST',
      token: admin.token,
      baseUrl,
      body: { participants: LONG_NAMES.map((name, index) => ({ name, seed: index + 1 })) },
    });
    assert.equal((await api(`/api/tournaments/${completedId}/bracket`, { method: 'POST', token: admin.token, baseUrl, body: {} })).status, 201);
    // Played to the end: the first-listed player wins every match that is ready, round after round.
    for (let round = 1; round <= 3; round++) {
      const bracket = await api<PlayedBracket>(`/api/tournaments/${completedId}/bracket`, { baseUrl });
      for (const match of bracket.body.matches.filter((candidate) => candidate.status === 'ready')) {
        const played = await api(`/api/tournaments/${completedId}/matches/${match.id}/report`, {
          method: 'POST',
          token: apiKey,
          baseUrl,
          body: { reportId: `e2e-complete-${match.id}`, scores: [2, 0] },
        });
        assert.equal(played.status, 200, `the key reports ${match.id}`);
      }
    }
    assert.equal((await api<PlayedBracket>(`/api/tournaments/${completedId}/bracket`, { baseUrl })).body.status, 'completed');

    const notStarted = await api<{ _id: string }>('/api/tournaments', {
      method: 'POST',
      token: admin.token,
      baseUrl,
      body: { title: 'E2E Not Started Yet', status: 'LIVE', startAt: '2030-06-04T18:00:00Z', game: 'valorant', platform: 'PC', format: 'SINGLE_ELIMINATION' },
    });
    notStartedId = notStarted.body._id;
    await api(`/api/tournaments/${notStartedId}/participants`, { method: 'POST', token: admin.token, baseUrl, body: { participants: PLAYERS.slice(0, 3).map((name) => ({ name })) } });
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("a visitor's open page shows a score the bot reports with an API key, without a reload", async () => {
    const testPage = await visitorPage('desktop');
    const { page, problems } = testPage;
    try {
      await visit(page, `/tournaments/${tournamentId}`);
      await page.getByRole('heading', { name: 'Bracket', exact: true, level: 2 }).waitFor();
      const match = page.getByRole('group', { name: 'Quarterfinals, match 1' });
      await match.getByText('Ready to play').waitFor();
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      // The page watches the tournament once its socket is connected; a report before that is read with the page.
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/socket.io/')));
      await page.waitForLoadState('networkidle');

      const report = await api(`/api/tournaments/${tournamentId}/matches/${quarterfinal.id}/report`, {
        method: 'POST',
        token: apiKey,
        baseUrl: server.baseUrl,
        body: { reportId: 'e2e-report-1', scores: [2, 1] },
      });
      assert.equal(report.status, 200, 'the key reports the result');

      await match.getByText(`${quarterfinal.first} wins`).waitFor();
      assert.match((await match.textContent()) ?? '', new RegExp(`${quarterfinal.first}.*2.*${quarterfinal.second}.*1`));
      // The winner now waits in the semifinal.
      await page.getByRole('group', { name: 'Semifinals, match 1' }).getByText(quarterfinal.first).waitFor();
      assert.equal(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage), true, 'the page was not reloaded');
      assert.equal(describeProblems(problems), '', 'the page logged no error');
    } finally {
      await testPage.close();
    }
  });

  it('finds a player by name and highlights their matches (1440 px, keyboard, axe)', async () => {
    const testPage = await visitorPage('desktop');
    const { page } = testPage;
    try {
      await visit(page, `/tournaments/${tournamentId}`);
      const search = page.getByLabel('Find a player');
      await search.waitFor();
      await search.focus();
      await page.keyboard.type(quarterfinal.first);
      await page.getByText('1 player found: their matches are highlighted.').waitFor();
      assert.equal(await page.locator('.match-card.is-highlighted').count(), 2, 'the quarterfinal played and the semifinal to come');
      // The tree is a keyboard stop of its own, so a wide bracket scrolls without a mouse.
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      assert.equal(focused, 'Elimination rounds, every round');
      await screenshot(testPage, 'bracket');
      await expectNoA11yViolations(page, `bracket (desktop)`);
    } finally {
      await testPage.close();
    }
  });

  it('shows one round at a time at 390 px, picked with the arrow keys, with no sideways scrolling (axe)', async () => {
    const testPage = await visitorPage('mobile');
    const { page } = testPage;
    try {
      await visit(page, `/tournaments/${tournamentId}`);
      const rounds = page.getByRole('group', { name: 'Pick a round: Elimination rounds' });
      const quarterfinals = rounds.getByRole('button', { name: 'Quarterfinals' });
      await quarterfinals.waitFor();
      assert.equal(await quarterfinals.getAttribute('aria-pressed'), 'true', 'the round being played is shown first');
      assert.equal(await page.getByRole('heading', { name: 'Semifinals', level: 4 }).isVisible(), false);
      await quarterfinals.focus();
      await page.keyboard.press('ArrowRight');
      const semifinals = rounds.getByRole('button', { name: 'Semifinals' });
      assert.equal(await semifinals.getAttribute('aria-pressed'), 'true');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Semifinals');
      await page.getByRole('group', { name: 'Semifinals, match 1' }).waitFor({ state: 'visible' });
      assert.equal(await page.getByRole('group', { name: 'Quarterfinals, match 1' }).isVisible(), false);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, 'the page does not scroll sideways');
      await page.keyboard.press('ArrowLeft');
      await screenshot(testPage, 'bracket');
      await expectNoA11yViolations(page, `bracket (mobile)`);
    } finally {
      await testPage.close();
    }
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`Swiss standings and pairings pass axe (${viewport})`, async () => {
      const testPage = await visitorPage(viewport);
      const { page } = testPage;
      try {
        await visit(page, `/tournaments/${swissId}`);
        await page.getByRole('table', { name: 'Standings' }).waitFor();
        await page.getByRole('group', { name: 'Round 1, match 1' }).waitFor();
        await screenshot(testPage, 'swiss');
        await expectNoA11yViolations(page, `Swiss standings (${viewport})`);
      } finally {
        await testPage.close();
      }
    });
  }

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`a completed single elimination shows its final placements; a long unbroken title and long names wrap (${viewport}, axe)`, async () => {
      const testPage = await visitorPage(viewport);
      const { page, problems } = testPage;
      try {
        await visit(page, `/tournaments/${completedId}`);
        const placements = page.getByRole('table', { name: 'Final placements' });
        await placements.waitFor();
        const places = await placements.locator('tbody tr td:first-child').allTextContents();
        assert.deepEqual(places, ['1st', '2nd', '3rd–4th', '3rd–4th', '5th–8th', '5th–8th', '5th–8th', '5th–8th']);
        await page.getByRole('group', { name: 'Final, match 1' }).waitFor({ state: 'attached' });
        const overflow = await page.evaluate(() => {
          const wider = (element: Element) => element.scrollWidth > element.clientWidth + 1;
          return {
            page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            title: wider(document.querySelector('main h1')!),
            headings: [...document.querySelectorAll('.bracket-section h2, .bracket-section h3, .bracket-section h4')].filter(wider).map((heading) => heading.textContent),
            cards: [...document.querySelectorAll('.match-card')].filter((card) => card.getClientRects().length > 0 && wider(card)).length,
          };
        });
        assert.deepEqual(overflow, { page: 0, title: false, headings: [], cards: 0 }, 'nothing is wider than its box, and the page does not scroll sideways');
        await screenshot(testPage, 'completed-bracket');
        await expectNoA11yViolations(page, `completed bracket (${viewport})`);
        assert.equal(describeProblems(problems), '', 'the page logged no error');
      } finally {
        await testPage.close();
      }
    });
  }

  it('a live tournament whose bracket has not started says so, lists its participants and logs no 404', async () => {
    const testPage = await visitorPage('mobile');
    const { page, problems } = testPage;
    try {
      await visit(page, `/tournaments/${notStartedId}`);
      await page.getByText('The bracket has not started yet.', { exact: false }).waitFor();
      await page.getByRole('heading', { name: "Who's in (3)", level: 2 }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.equal(describeProblems(problems), '', 'the page logged no error');
      await screenshot(testPage, 'bracket-not-started');
    } finally {
      await testPage.close();
    }
  });
});
