/**
 * The home page in the browser: at 390 and 1440 px a guest sees every section of the page
 * filled with the seeded data (hero, featured games, calls to action, beta countdown and features,
 * three upcoming tournaments, popular games); with the API unreachable the sections show their
 * failure texts and Try Again, which reloads them once the API answers again.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { describeProblems, dismissedOverlays, launchBrowser, openPage, screenshot, VIEWPORT_NAMES, visit } from './support/browser';
import { type RunningServer, startServer } from './support/harness';
import { api } from './support/server';
import { ADMIN_WITHOUT_TWO_FACTOR } from './support/twoFactor';

const TAGLINE = 'Earn from your skill. Get exclusive access to the future of esports.';
const UPCOMING_FAILURE = 'Failed to load data. Please try again later.';
const BETA_FAILURE = 'Failed to load beta section data. Please try again later.';
const POPULAR_GAMES = { desktop: 6, mobile: 3 } as const;

function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** Cards render once their data (and, for popular games, the ratings) are in. */
async function cardCount(page: Page, regionName: string): Promise<number> {
  const cards = region(page, regionName).getByRole('article');
  await cards.first().waitFor({ state: 'visible' });
  return cards.count();
}

/**
 * Scrolls down a screen at a time to the end of the page, as a visitor reading it does: the
 * sections below the fold load as they come near.
 */
async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 40; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    // A frame for the observers to see the new scroll position.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
}

/** Layout shifts the page has had so far (what CLS adds up), without user input. */
async function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

describe('home page', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`at ${viewport} width a guest sees every section with the seeded data`, async () => {
      const testPage = await openPage(browser, viewport, { storage: dismissedOverlays() });
      const { page, problems } = testPage;
      try {
        await visit(page, '/');
        console.log(`# ${viewport}: layout shift while loading ${(await layoutShiftSoFar(page)).toFixed(3)}`);
        const belowTheFold = await page.locator('main img').evaluateAll((images) =>
          images.filter((image) => image.getBoundingClientRect().top >= window.innerHeight).map((image) => image.getAttribute('loading')),
        );
        assert.deepEqual([...new Set(belowTheFold)].filter((loading) => loading !== 'lazy'), [], 'images below the fold load lazily');
        const hero = region(page, TAGLINE);
        await hero.getByRole('heading', { level: 1, name: TAGLINE }).waitFor({ state: 'visible' });
        assert.equal(await hero.getByRole('link', { name: 'REGISTER NOW' }).getAttribute('href'), '/register');
        await page.getByRole('form', { name: 'Log in from the home page' }).waitFor({ state: 'visible' });

        assert.equal(await cardCount(page, 'Featured Games'), 4);
        await region(page, 'Compete for real prizes').getByRole('link', { name: 'Create your account' }).waitFor({ state: 'visible' });
        await region(page, 'Find your game').getByRole('link', { name: 'Browse the games catalogue' }).waitFor({ state: 'visible' });
        await scrollThrough(page);

        const beta = region(page, 'The VERSUS Beta');
        await beta.getByRole('progressbar', { name: 'Beta members' }).waitFor({ state: 'attached' });
        if (viewport === 'desktop') {
          await beta.getByRole('tab', { name: 'Current Features' }).click();
        } else {
          assert.equal(await beta.getByRole('tablist').count(), 0, 'no tabs under 768 px');
          await beta.getByRole('button', { name: 'Current Features' }).click();
          assert.equal(await beta.getByRole('button', { name: 'Current Features' }).getAttribute('aria-expanded'), 'true');
        }
        const feature = beta.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Tournaments with Notify Me' }) });
        await feature.getByText('Live', { exact: true }).waitFor({ state: 'visible' });

        assert.equal(await cardCount(page, 'Upcoming Tournaments'), 3);
        assert.equal(await cardCount(page, 'Popular Games'), POPULAR_GAMES[viewport]);

        await expectNoSeriousA11yViolations(page, `/ at ${viewport} width`);
        await screenshot(testPage, `home-${viewport}`);
        assert.equal(describeProblems(problems), '', 'the page logged no error');
      } finally {
        await testPage.close();
      }
    });
  }

  it('with the API unreachable the sections show their failure texts; Try Again reloads them', async () => {
    const testPage = await openPage(browser, 'desktop', { storage: dismissedOverlays() });
    const { page } = testPage;
    try {
      await page.route('**/api/**', (route) => route.abort('connectionrefused'));
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: TAGLINE }).waitFor({ state: 'visible' });
      await scrollThrough(page);

      await page.getByText(UPCOMING_FAILURE, { exact: true }).waitFor({ state: 'visible' });
      await page.getByText(BETA_FAILURE, { exact: true }).waitFor({ state: 'visible' });
      const featured = region(page, 'Featured Games');
      await featured.getByRole('heading', { name: 'Mario Kart' }).waitFor({ state: 'visible' });
      assert.equal(await featured.getByRole('article').count(), 4, 'the static fallback of four games');

      await page.unroute('**/api/**');
      await region(page, 'The VERSUS Beta').getByRole('button', { name: 'Try Again' }).click();
      await region(page, 'The VERSUS Beta').getByRole('tablist', { name: 'Beta program' }).waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Try Again' }).click();
      assert.equal(await cardCount(page, 'Upcoming Tournaments'), 3);
      assert.equal(await page.getByText(UPCOMING_FAILURE, { exact: true }).count(), 0);
    } finally {
      await testPage.close();
    }
  });
});

describe('home page on a site with a long past', () => {
  const ADMIN = { email: 'e2e-archivist@example.com', password: 'e2e-archivist-password-1' };
  const PAST_TOURNAMENTS = 24;
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    server = await startServer({ env: { ...ADMIN_WITHOUT_TWO_FACTOR, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, label: 'e2e-home-archive' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it(`with ${PAST_TOURNAMENTS} past tournaments stored, the upcoming section still shows three`, async () => {
    const login = await api<{ token: string }>('/api/auth/login', { method: 'POST', body: ADMIN, baseUrl: server.baseUrl });
    assert.equal(login.status, 200, 'the admin logs in');
    for (let index = 0; index < PAST_TOURNAMENTS; index++) {
      const created = await api('/api/tournaments', {
        method: 'POST',
        token: login.body.token,
        baseUrl: server.baseUrl,
        body: { title: `Archive Cup ${index + 1}`, status: 'COMPLETED', startAt: new Date(Date.UTC(2021, 0, 1 + index)).toISOString(), game: 'ea-fc' },
      });
      assert.equal(created.status, 201, 'a past tournament is stored');
    }

    const testPage = await openPage(browser, 'desktop', { storage: dismissedOverlays(), baseUrl: server.baseUrl });
    const { page } = testPage;
    try {
      await visit(page, '/');
      await scrollThrough(page);
      assert.equal(await cardCount(page, 'Upcoming Tournaments'), 3);
      assert.equal(await region(page, 'Upcoming Tournaments').getByText('Archive Cup', { exact: false }).count(), 0, 'no past tournament among them');
    } finally {
      await testPage.close();
    }
  });
});
