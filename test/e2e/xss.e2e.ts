/**
 * Hostile input in the browser: strings an admin or a user controls, holding markup, show
 * as literal text and never run; and the Content-Security-Policy refuses an inline script even if
 * one were injected into the page.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { dismissedOverlays, launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/harness';
import { ADMIN_WITHOUT_TWO_FACTOR } from './support/twoFactor';

const ADMIN = { email: 'e2e-xss-admin@example.com', password: 'e2e-xss-admin-password-1' };
const IMG_PAYLOAD = '<img src=x onerror="window.__xss=1">';
const SCRIPT_PAYLOAD = '<script>window.__xss=1</script>';

async function call<T>(server: RunningServer, pathname: string, { method = 'GET', body, token }: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${server.baseUrl}${pathname}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe('markup in user-controlled strings', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tournamentId: string;
  const title = `Cup ${IMG_PAYLOAD}${SCRIPT_PAYLOAD}`;

  before(async () => {
    server = await startServer({ env: { ...ADMIN_WITHOUT_TWO_FACTOR, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, label: 'e2e-xss' });
    browser = await launchBrowser();
    const login = await call<{ token: string }>(server, '/api/auth/login', { method: 'POST', body: ADMIN });
    assert.equal(login.status, 200);
    const created = await call<{ _id: string }>(server, '/api/tournaments', {
      method: 'POST',
      token: login.body.token,
      body: { title, game: 'valorant', platform: `PC ${IMG_PAYLOAD}`, status: 'UPCOMING' },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    tournamentId = created.body._id;

    context = await browser.newContext({ baseURL: server.baseUrl });
    context.setDefaultTimeout(20_000);
    await context.addInitScript((overlays) => {
      for (const [key, value] of Object.entries(overlays)) localStorage.setItem(key, JSON.stringify(value));
    }, dismissedOverlays());
    page = await context.newPage();
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  async function assertInert(where: string): Promise<void> {
    assert.equal(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), undefined, `${where}: the payload ran`);
    assert.equal(await page.locator('img[src="x"]').count(), 0, `${where}: an <img> was injected`);
  }

  it('a tournament title with markup shows as text on the list and on its page', async () => {
    await page.goto(`/tournaments?q=${encodeURIComponent('Cup')}`, { waitUntil: 'networkidle' });
    await page.getByText(title, { exact: true }).first().waitFor();
    await assertInert('/tournaments');

    await page.goto(`/tournaments/${tournamentId}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText(`PC ${IMG_PAYLOAD}`).first().waitFor();
    await assertInert('the tournament page');
  });

  it('the Content-Security-Policy refuses an inline script injected into the page', async () => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; violation: string | null }>((resolve) => {
          const ran = () => (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
          document.addEventListener('securitypolicyviolation', (event) => resolve({ ran: ran(), violation: event.violatedDirective }));
          const script = document.createElement('script');
          script.textContent = 'window.__inlineRan = true';
          document.body.append(script);
          // Without a policy the script runs at once and no event ever comes: answer after a bound.
          setTimeout(() => resolve({ ran: ran(), violation: null }), 5_000);
        }),
    );
    assert.equal(outcome.ran, false, 'the inline script ran');
    assert.match(outcome.violation ?? '', /^script-src/);
  });
});
