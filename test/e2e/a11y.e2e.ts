/**
 * Accessibility of every route (issue 9): axe with the WCAG 2.2 AA rules and target size on, at
 * 390 px and 1440 px, as a visitor for the public pages and signed in (as an admin, who may open
 * every page) for the others. Any violation fails, whatever its impact.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoA11yViolations } from './support/axe';
import { dismissedOverlays, launchBrowser, VIEWPORT_NAMES, VIEWPORTS } from './support/browser';
import { type RunningServer, startServer } from './support/harness';

const ADMIN = { email: 'e2e-a11y-admin@example.com', password: 'e2e-a11y-admin-password-1' };

const PUBLIC_ROUTES = [
  '/', '/tournaments', '/games', '/games/valorant', '/shop', '/versus-token', '/login', '/register', '/forgot-password',
  '/reset-password?token=not-a-real-token', '/verify-email/not-a-real-token', '/confirm-deletion', '/newsletter',
  '/newsletter/unsubscribe', '/downloads', '/imprint', '/privacy', '/terms', '/faq', '/admin-login', '/no-such-page',
];
const SIGNED_IN_ROUTES = ['/account', '/early-access', '/early-access/success', '/versusbackoffice', '/admin-dashboard'];

/** Waits until the page has rendered: network idle and its level-one heading, when it has one. */
async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor({ state: 'visible' }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
}

describe('axe on every route, 390 px and 1440 px', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  let username: string;
  let tournamentId: string;
  const contexts: BrowserContext[] = [];

  async function pageAt(viewport: (typeof VIEWPORT_NAMES)[number], signedIn: boolean): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: VIEWPORTS[viewport] });
    context.setDefaultTimeout(20_000);
    contexts.push(context);
    await context.addInitScript(
      ({ session, overlays }) => {
        if (session) localStorage.setItem('token', session);
        for (const [key, value] of Object.entries(overlays)) localStorage.setItem(key, JSON.stringify(value));
      },
      { session: signedIn ? token : null, overlays: dismissedOverlays() },
    );
    return context.newPage();
  }

  before(async () => {
    server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, label: 'e2e-a11y' });
    browser = await launchBrowser();
    const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    assert.equal(login.status, 200);
    const body = (await login.json()) as { token: string; user: { username: string } };
    token = body.token;
    username = body.user.username;
    const list = (await (await fetch(`${server.baseUrl}/api/tournaments?limit=1`)).json()) as { items: Array<{ _id: string }> };
    tournamentId = list.items[0]!._id;
  });
  after(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`public routes as a visitor (${viewport})`, async () => {
      const page = await pageAt(viewport, false);
      for (const route of [...PUBLIC_ROUTES, `/tournaments/${tournamentId}`]) {
        await open(page, route);
        await expectNoA11yViolations(page, `${route} (${viewport}, visitor)`);
      }
    });

    it(`signed-in routes (${viewport})`, async () => {
      const page = await pageAt(viewport, true);
      for (const route of [...SIGNED_IN_ROUTES, `/profile/${username}`]) {
        await open(page, route);
        await expectNoA11yViolations(page, `${route} (${viewport}, signed in)`);
      }
    });
  }
});
