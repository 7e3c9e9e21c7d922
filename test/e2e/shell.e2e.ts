/**
 * The site shell and the foundation it stands on: the page frame at desktop and phone widths,
 * accessibility with the overlays open (every route without them is in a11y.e2e.ts), the 404 page,
 * the login guard, the two one-time overlays (cookie banner, beta popup), the games API and how
 * built assets are served.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  describeProblems,
  dismissedOverlays,
  launchBrowser,
  openPage,
  screenshot,
  VIEWPORT_NAMES,
  VIEWPORTS,
  visit,
} from './support/browser';
import { api, rawGet } from './support/server';

const BUILT_IN_GAMES = ['clash-royale', 'cod', 'cs-go', 'ea-fc', 'mario-kart', 'valorant'];
const NOT_FOUND_LINKS = [
  { name: 'Home', href: '/' },
  { name: 'Games', href: '/games' },
  { name: 'Tournaments', href: '/tournaments' },
  { name: 'Shop', href: '/shop' },
  { name: 'VERSUS Token', href: '/versus-token' },
  { name: 'FAQ', href: '/faq' },
];

/** The Accept button's label is "Accept All", shortened to "Accept" on narrow screens. */
const ACCEPT_BUTTON = /^Accept( All)?$/;

function cookieAcceptButton(page: Page) {
  return page.getByRole('button', { name: ACCEPT_BUTTON });
}

/** The beta launch popup: a dialog that is not the cookie banner (which may be a dialog too). */
function betaPopup(page: Page) {
  return page.getByRole('dialog').filter({ hasNot: page.getByRole('button', { name: 'Decline' }) });
}

function readStoredJson(page: Page, key: string): Promise<Record<string, unknown> | null> {
  return page.evaluate((storageKey) => {
    const raw = localStorage.getItem(storageKey);
    return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
  }, key);
}

/**
 * Lets everything the page queued run: two message-channel round trips (React renders from such
 * tasks) and an idle network (a lazily loaded overlay's code arrives and renders).
 */
async function settle(page: Page): Promise<void> {
  for (let round = 0; round < 2; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
  await page.waitForLoadState('networkidle');
}

describe('site shell', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
  });

  for (const viewport of VIEWPORT_NAMES) {
    const width = VIEWPORTS[viewport].width;

    it(`at ${width}px the home page shows the navbar and footer with no console error or CSP violation`, async () => {
      const testPage = await openPage(browser, viewport);
      const { page, problems } = testPage;
      try {
        await visit(page, '/');
        await page.getByRole('navigation').first().waitFor({ state: 'visible' });
        await page.getByRole('contentinfo').waitFor({ state: 'visible' });
        const footer = page.getByRole('contentinfo');
        assert.match((await footer.textContent()) ?? '', new RegExp(String(new Date().getFullYear())), 'the footer shows the current year');
        if (viewport === 'desktop') {
          const navbar = page.getByRole('navigation').first();
          for (const name of ['Home', 'Tournaments', 'Games', 'Shop', 'Login', 'Sign Up']) {
            assert.equal(await navbar.getByRole('link', { name, exact: true }).isVisible(), true, `the navbar shows the link ${name}`);
          }
          assert.ok((await navbar.locator('a[href="/versus-token"]').count()) > 0, 'the navbar links to the token page');
        }
        await screenshot(testPage, 'home');
        await settle(page);
        assert.equal(describeProblems(problems), '', 'the page logged no error');
      } finally {
        await testPage.close();
      }
    });

    it(`at ${width}px axe finds no serious or critical violation with the cookie banner and beta popup open`, async () => {
      const testPage = await openPage(browser, viewport);
      const { page } = testPage;
      try {
        await visit(page, '/');
        await cookieAcceptButton(page).waitFor({ state: 'visible' });
        await betaPopup(page).waitFor({ state: 'visible' });
        await screenshot(testPage, 'home-overlays');
        await expectNoSeriousA11yViolations(page, `/ with its overlays at ${width}px`);
      } finally {
        await testPage.close();
      }
    });

    it(`at ${width}px the cookie banner appears, and its Accept button stores cookieConsent version 1.0`, async () => {
      // The beta popup is marked seen so that it cannot cover the banner in this test.
      const seen = { betaLaunchPopupSeen: dismissedOverlays().betaLaunchPopupSeen };
      const testPage = await openPage(browser, viewport, { storage: seen });
      const { page } = testPage;
      try {
        await visit(page, '/');
        const accept = cookieAcceptButton(page);
        await accept.waitFor({ state: 'visible' });
        if (viewport === 'desktop') {
          assert.equal(await page.getByRole('button', { name: 'Accept All', exact: true }).isVisible(), true, 'desktop shows Accept All');
        }
        assert.equal(await page.getByRole('button', { name: 'Decline', exact: true }).isVisible(), true, 'the banner offers Decline');
        await screenshot(testPage, 'cookie-banner');
        await accept.click();
        await accept.waitFor({ state: 'hidden' });
        const consent = await readStoredJson(page, 'cookieConsent');
        assert.ok(consent, 'cookieConsent is stored');
        assert.equal(consent.accepted, true);
        assert.equal(consent.version, '1.0');
        assert.equal(typeof consent.timestamp, 'number');
      } finally {
        await testPage.close();
      }
    });
  }

  it('an unknown path shows Page Not Found with links to home, games, tournaments, shop, token and FAQ', async () => {
    const testPage = await openPage(browser, 'desktop', { storage: dismissedOverlays() });
    const { page } = testPage;
    try {
      await visit(page, '/no/such/page');
      assert.equal(await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).isVisible(), true);
      const main = page.getByRole('main');
      for (const { name, href } of NOT_FOUND_LINKS) {
        const link = main.getByRole('link', { name, exact: true });
        assert.equal(await link.count(), 1, `the 404 page has one ${name} link`);
        assert.equal(await link.getAttribute('href'), href, `${name} links to ${href}`);
      }
    } finally {
      await testPage.close();
    }
  });

  it('a new page opens at the top, and Back returns to where the visitor was', async () => {
    const testPage = await openPage(browser, 'desktop', { storage: dismissedOverlays() });
    const { page } = testPage;
    try {
      await visit(page, '/');
      const footerGames = page.getByRole('contentinfo').getByRole('link', { name: 'Games', exact: true });
      await footerGames.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => window.scrollY > 200);
      const left = await page.evaluate(() => window.scrollY);

      await footerGames.click();
      await page.waitForURL((url) => url.pathname === '/games');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForFunction(() => window.scrollY === 0);

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, left);
    } finally {
      await testPage.close();
    }
  });

  it('a visitor who opens /account lands on /login', async () => {
    const testPage = await openPage(browser, 'desktop', { storage: dismissedOverlays() });
    const { page } = testPage;
    try {
      await page.goto('/account');
      await page.waitForURL((url) => url.pathname === '/login');
      await page.locator('main h1').first().waitFor({ state: 'visible' });
      assert.equal(new URL(page.url()).pathname, '/login');
    } finally {
      await testPage.close();
    }
  });

  it('the beta popup appears once: closing it stores betaLaunchPopupSeen and it stays closed after a reload', async () => {
    const testPage = await openPage(browser, 'desktop');
    const { page } = testPage;
    try {
      // A controllable clock (time still flows): after the reload the popup's delay is skipped
      // outright, so its absence is checked without waiting on real time.
      await page.clock.install();
      await visit(page, '/');
      const popup = betaPopup(page);
      await popup.waitFor({ state: 'visible' });
      await screenshot(testPage, 'beta-popup');
      await popup.getByRole('button', { name: /close/i }).first().click();
      await popup.waitFor({ state: 'hidden' });
      const seen = await readStoredJson(page, 'betaLaunchPopupSeen');
      assert.ok(seen, 'betaLaunchPopupSeen is stored');
      assert.equal(seen.seen, true);
      assert.equal(seen.version, '1.0');

      // The cookie banner may have appeared under the popup: answer it so it does not come back.
      const accept = cookieAcceptButton(page);
      await accept.waitFor({ state: 'visible' });
      await accept.click();
      await accept.waitFor({ state: 'hidden' });

      await page.reload({ waitUntil: 'networkidle' });
      await page.locator('main h1').first().waitFor({ state: 'visible' });
      await page.clock.fastForward(10_000);
      await settle(page);
      assert.equal(await betaPopup(page).count(), 0, 'the popup does not come back after a reload');
      assert.equal(await cookieAcceptButton(page).count(), 0, 'the cookie banner does not come back after a reload');
    } finally {
      await testPage.close();
    }
  });

  it('GET /api/games?limit=30 answers the six built-in games', async () => {
    const response = await api<Array<{ key: string }>>('/api/games?limit=30');
    assert.equal(response.status, 200);
    assert.ok(Array.isArray(response.body), 'the answer is a list');
    assert.deepEqual(response.body.map((game) => game.key).sort(), BUILT_IN_GAMES);
  });

  it('the hashed JavaScript bundle is served immutable, brotli-compressed when accepted', async () => {
    const index = await api<string>('/', { headers: { accept: 'text/html' } });
    assert.equal(index.status, 200);
    const script = /<script[^>]+src="?(\/assets\/main\.[0-9a-f]{16,}\.js)/.exec(index.body)?.[1];
    assert.ok(script, 'index.html loads a hashed main bundle');

    const compressed = await rawGet(script, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(compressed.status, 200);
    assert.match(String(compressed.headers['cache-control']), /immutable/);
    assert.match(String(compressed.headers['cache-control']), /max-age=31536000/);
    assert.equal(compressed.headers['content-encoding'], 'br');

    const plain = await rawGet(script, { 'accept-encoding': 'identity' });
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined, 'no encoding the browser did not ask for');
    assert.ok(plain.bytes > compressed.bytes, 'the brotli file is smaller than the original');
  });
});
