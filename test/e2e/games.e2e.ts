/**
 * Games and ratings in the browser: two visitors (two contexts, two client ids) rate a game and
 * both see the shared summary after a reload; the hero image follows the viewport width
 * (up to 768 px, up to 1280 px, above); aliases and unknown slugs; axe on the pages; and
 * on a server of its own (with an account), a visitor's rating moving to the account at login and
 * the account's rating surviving logout and login.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { describeProblems, dismissedOverlays, launchBrowser, openPage, type TestPage, VIEWPORT_NAMES, VIEWPORTS, visit } from './support/browser';
import { type RunningServer, startServer } from './support/harness';
import { api } from './support/server';
import { ADMIN_WITHOUT_TWO_FACTOR } from './support/twoFactor';

interface RatingSummary {
  average: number;
  count: number;
  userRating: number | null;
  hasRated: boolean;
}

const RATED_GAME = { key: 'clash-royale', name: 'Clash Royale' };
const HERO_GAME = { key: 'valorant', name: 'VALORANT' };
const CLIENT_ID_KEY = 'versusClientId';

function ratingText(average: number, count: number): string {
  return `${average.toFixed(1)}/5 stars (${count} ${count === 1 ? 'rating' : 'ratings'})`;
}

async function heroSource(page: Page, gameName: string): Promise<string> {
  const hero = page.getByRole('img', { name: `${gameName} artwork` });
  await hero.waitFor({ state: 'visible' });
  return new URL((await hero.getAttribute('src')) ?? '', page.url()).pathname;
}

async function rate(testPage: TestPage, stars: number): Promise<void> {
  const { page } = testPage;
  await visit(page, `/games/${RATED_GAME.key}`);
  await page.getByRole('radiogroup', { name: 'Your rating' }).getByRole('radio', { name: `${stars} stars` }).check();
  await page.getByText(`Thanks! You rated ${RATED_GAME.name} ${stars} stars.`).waitFor({ state: 'visible' });
}

describe('games and ratings', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  it('two visitors rate a game in two browsers and both see the shared summary after a reload', async () => {
    const before = (await api<RatingSummary>(`/api/game-ratings/${RATED_GAME.key}`)).body;
    const count = before.count + 2;
    const expected = ratingText(Math.round(((before.average * before.count + 4 + 2) / count) * 100) / 100, count);

    const first = await openPage(browser, 'desktop', { storage: dismissedOverlays() });
    const second = await openPage(browser, 'mobile', { storage: dismissedOverlays() });
    try {
      await rate(first, 4);
      await rate(second, 2);

      const clientIds = await Promise.all([first, second].map(({ page }) => page.evaluate((key) => localStorage.getItem(key), CLIENT_ID_KEY)));
      assert.match(clientIds[0] ?? '', /^[0-9a-f-]{36}$/, 'the first browser keeps a generated client id');
      assert.notEqual(clientIds[0], clientIds[1], 'each browser has its own client id');

      for (const [testPage, stars] of [[first, 4], [second, 2]] as const) {
        await testPage.page.reload({ waitUntil: 'networkidle' });
        await testPage.page.getByText(expected).first().waitFor({ state: 'visible' });
        const own = testPage.page.getByRole('radio', { name: `${stars} stars` });
        assert.equal(await own.isChecked(), true, `after the reload the browser still shows its own ${stars}-star rating`);
        assert.equal(describeProblems(testPage.problems), '', 'the page logged no error');
      }

      // The catalogue card shows the same summary.
      await visit(first.page, '/games');
      const card = first.page.getByRole('article', { name: RATED_GAME.name });
      await card.getByText(expected).waitFor({ state: 'visible' });
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('the hero image source follows the viewport: mobile at 390, tablet at 1000, desktop at 1440, and after a resize', async () => {
    const testPage = await openPage(browser, 'desktop', { storage: dismissedOverlays() });
    const { page } = testPage;
    try {
      for (const [width, size] of [[390, 'mobile'], [1000, 'tablet'], [1440, 'desktop']] as const) {
        await page.setViewportSize({ width, height: 900 });
        await visit(page, `/games/${HERO_GAME.key}`);
        assert.equal(await heroSource(page, HERO_GAME.name), `/images/games/${HERO_GAME.key}/hero-${size}.svg`, `at ${width}px`);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForFunction(
        (name) => document.querySelector<HTMLImageElement>(`img[alt="${name} artwork"]`)?.getAttribute('src')?.endsWith('hero-mobile.svg'),
        HERO_GAME.name,
      );
      const loaded = await page.getByRole('img', { name: `${HERO_GAME.name} artwork` }).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
      assert.equal(loaded, true, 'our hero artwork loads');
      assert.equal(describeProblems(testPage.problems), '', 'the page logged no error');
    } finally {
      await testPage.close();
    }
  });

  it('/games/eafc and /games/call-of-duty show the right game; /games/nope shows Game not found', async () => {
    const testPage = await openPage(browser, 'desktop', { storage: dismissedOverlays() });
    const { page } = testPage;
    try {
      for (const [path, name] of [['/games/eafc', 'EA SPORTS FC 26'], ['/games/call-of-duty', 'Call of Duty: Black Ops 7']] as const) {
        await visit(page, path);
        assert.equal(await page.locator('main h1').first().textContent(), name, `${path} shows ${name}`);
      }
      await visit(page, '/games/nope');
      assert.equal(await page.locator('main h1').first().textContent(), 'Game not found');
      await page.getByRole('link', { name: 'Back to all games' }).click();
      await page.waitForURL('**/games');
    } finally {
      await testPage.close();
    }
  });

  it('the catalogue filters by keyboard and keeps the filters in the address', async () => {
    const testPage = await openPage(browser, 'desktop', { storage: dismissedOverlays() });
    const { page } = testPage;
    try {
      await visit(page, '/games');
      await page.getByRole('status').filter({ hasText: '6 games' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search games' }).fill('kart');
      await page.getByRole('status').filter({ hasText: '1 game' }).waitFor();
      assert.match(page.url(), /\?q=kart$/);
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('article', { name: 'Mario Kart World' }).waitFor();
      assert.equal(await page.getByRole('article').count(), 1, 'the filter survives a reload');
    } finally {
      await testPage.close();
    }
  });

  for (const viewport of VIEWPORT_NAMES) {
    for (const path of ['/games', `/games/${HERO_GAME.key}`]) {
      it(`at ${VIEWPORTS[viewport].width}px axe finds no serious or critical violation on ${path}`, async () => {
        const testPage = await openPage(browser, viewport, { storage: dismissedOverlays() });
        try {
          await visit(testPage.page, path);
          await expectNoSeriousA11yViolations(testPage.page, `${path} at ${VIEWPORTS[viewport].width}px`);
        } finally {
          await testPage.close();
        }
      });
    }
  }
});

describe('ratings and accounts', () => {
  const email = 'rater@example.com';
  const password = 'e2e rating passphrase';
  const game = { key: 'cs-go', name: 'Counter-Strike 2' };
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    // ADMIN_EMAIL and ADMIN_PASSWORD make the server create a verified account to log in with.
    server = await startServer({ env: { ...ADMIN_WITHOUT_TWO_FACTOR, ADMIN_EMAIL: email, ADMIN_PASSWORD: password }, label: 'games-e2e' });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function logIn(page: Page): Promise<void> {
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('Username or e-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
  }

  async function openGame(page: Page): Promise<void> {
    await visit(page, `${server.baseUrl}/games/${game.key}`);
  }

  async function checkedStars(page: Page): Promise<number | null> {
    await page.getByRole('radiogroup', { name: 'Your rating' }).waitFor();
    for (const stars of [1, 2, 3, 4, 5]) {
      if (await page.getByRole('radio', { name: `${stars} ${stars === 1 ? 'star' : 'stars'}` }).isChecked()) return stars;
    }
    return null;
  }

  it("a visitor's rating moves to the account at login, and the account's rating survives logout and login", async () => {
    const testPage = await openPage(browser, 'desktop', { storage: dismissedOverlays() });
    const { page } = testPage;
    try {
      await openGame(page);
      await page.getByRole('radio', { name: '3 stars' }).check();
      await page.getByText(`Thanks! You rated ${game.name} 3 stars.`).waitFor();

      await logIn(page);
      await openGame(page);
      await page.getByText(ratingText(3, 1)).waitFor();
      assert.equal(await checkedStars(page), 3, 'after login the account owns the rating made as a visitor');

      await page.getByRole('radio', { name: '5 stars' }).check();
      await page.getByText(`Thanks! You rated ${game.name} 5 stars.`).waitFor();
      await page.getByText(ratingText(5, 1)).waitFor();

      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).first().click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).first().waitFor();
      await openGame(page);
      await page.getByText(ratingText(5, 1)).waitFor();
      assert.equal(await checkedStars(page), null, 'logged out, the visitor has no rating of their own');

      await logIn(page);
      await openGame(page);
      await page.getByText(ratingText(5, 1)).waitFor();
      assert.equal(await checkedStars(page), 5, 'logged in again, the account still has its rating');
      assert.equal(describeProblems(testPage.problems), '', 'the page logged no error');
    } finally {
      await testPage.close();
    }
  });
});
