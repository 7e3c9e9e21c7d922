/**
 * Redux DevTools on the production build: off unless the server runs with REDUX_DEVTOOLS=true, and
 * then the extension is shown no login token and no e-mail address. The browser has no extension
 * here, so the page gets a stand-in before its scripts run, placed where the extension puts itself:
 * it records what the store hands it, through the store's sanitizers, as the extension would.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { login, type Session } from './support/accounts';
import { dismissedOverlays, launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/harness';
import { BASE_URL } from './support/server';
import { ADMIN_WITHOUT_TWO_FACTOR } from './support/twoFactor';

const ADMIN = { email: 'e2e-devtools-admin@example.com', password: 'e2e-devtools-password-1' };

interface Recorded {
  handed: number;
  received: string[];
}

function installExtensionStandIn(): void {
  const recorded: Recorded = { handed: 0, received: [] };
  type Enhancer = (next: (...args: unknown[]) => { dispatch: (action: unknown) => unknown; getState: () => unknown }) => (...args: unknown[]) => unknown;
  interface Options {
    actionSanitizer: (action: unknown, id: number) => unknown;
    stateSanitizer: (state: unknown, index: number) => unknown;
  }
  Object.assign(window, {
    __devToolsRecorded: recorded,
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: (options: Options) => {
      recorded.handed += 1;
      const watch: Enhancer = (createStore) => (...args) => {
        const store = createStore(...args);
        return {
          ...store,
          dispatch(action: unknown) {
            const result = store.dispatch(action);
            recorded.received.push(JSON.stringify([options.actionSanitizer(action, 0), options.stateSanitizer(store.getState(), 0)]));
            return result;
          },
        };
      };
      return (...enhancers: Enhancer[]) =>
        (createStore: Parameters<Enhancer>[0]) =>
          [...enhancers, watch].reduceRight((next, enhancer) => enhancer(next as Parameters<Enhancer>[0]) as Parameters<Enhancer>[0], createStore);
    },
  });
}

describe('Redux DevTools in the production build', () => {
  let browser: Browser;
  let server: RunningServer;
  let admin: Session;
  const contexts: BrowserContext[] = [];

  async function openHome(baseUrl: string, session?: Session): Promise<Page> {
    const context = await browser.newContext({ baseURL: baseUrl });
    context.setDefaultTimeout(20_000);
    contexts.push(context);
    await context.addInitScript(installExtensionStandIn);
    await context.addInitScript(
      ({ token, overlays }) => {
        if (token) localStorage.setItem('token', token);
        for (const [key, value] of Object.entries(overlays)) localStorage.setItem(key, JSON.stringify(value));
      },
      { token: session?.token ?? null, overlays: dismissedOverlays() },
    );
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    return page;
  }

  const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __devToolsRecorded: Recorded }).__devToolsRecorded);

  before(async () => {
    server = await startServer({ env: { ...ADMIN_WITHOUT_TWO_FACTOR, REDUX_DEVTOOLS: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, label: 'e2e-devtools' });
    browser = await launchBrowser();
    admin = await login(server, ADMIN.email, ADMIN.password);
  });
  after(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it('without REDUX_DEVTOOLS the store is never handed to the extension', async () => {
    const page = await openHome(BASE_URL);
    assert.deepEqual(await recorded(page), { handed: 0, received: [] });
  });

  it('with REDUX_DEVTOOLS=true it is, and a restored session reaches it without its token or e-mail', async () => {
    const page = await openHome(server.baseUrl, admin);
    // The session is restored once the server has answered who the stored token belongs to.
    await page.waitForFunction(() =>
      (window as unknown as { __devToolsRecorded: Recorded }).__devToolsRecorded.received.some((entry) => entry.includes('session/restored')),
    );
    const { handed, received } = await recorded(page);
    assert.equal(handed, 1);
    const seen = received.join('\n');
    assert.match(seen, new RegExp(admin.username));
    assert.ok(!seen.includes(admin.token), 'the login token reached the extension');
    assert.ok(!seen.includes(ADMIN.email), 'the e-mail address reached the extension');
  });
});
