import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { launchChromium } from './harness';
import { BASE_URL } from './server';

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

/** What went wrong in the page: console errors, uncaught exceptions and CSP violations. */
export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
  viewport: ViewportName;
  close(): Promise<void>;
}

/** The browser asks for a favicon on its own; a missing one is not a page error. */
function isIgnorable(message: ConsoleMessage): boolean {
  const source = message.location().url ?? '';
  return /\/favicon\.(ico|svg|png)(\?|$)/.test(source) && message.text().includes('404');
}

/** How long a step may wait for the page (a bound against hanging, not an assertion on speed). */
const UI_TIMEOUT_MS = 20_000;

const CSP_MESSAGE = /Content Security Policy/i;

/**
 * A fresh context (no storage shared with other tests) and page at the given viewport, with its
 * problems collected as they happen. `storage` is written into localStorage before any page script
 * runs (e.g. a stored cookie consent, a login token); `baseUrl` points it at a server of the test's own.
 */
export async function openPage(
  browser: Browser,
  viewport: ViewportName,
  { storage = {}, baseUrl = BASE_URL }: { storage?: Record<string, unknown>; baseUrl?: string } = {},
): Promise<TestPage> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: baseUrl });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [] };
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    problems.cspViolations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  if (Object.keys(storage).length > 0) {
    await context.addInitScript((entries: Record<string, string>) => {
      // Only on the first document of the context: later reloads must see what the app stored.
      if (sessionStorage.getItem('__e2eSeeded')) return;
      sessionStorage.setItem('__e2eSeeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, Object.fromEntries(Object.entries(storage).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])));
  }
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error' || isIgnorable(message)) return;
    const text = `${message.text()} (${message.location().url || 'no source'})`;
    if (CSP_MESSAGE.test(message.text())) problems.cspViolations.push(text);
    else problems.consoleErrors.push(text);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.stack ?? error.message));
  return { context, page, problems, viewport, close: () => context.close() };
}

/** A cookie choice already made and the beta popup already seen: pages render without the two site-wide overlays. */
export function dismissedOverlays(): Record<string, unknown> {
  const timestamp = Date.now();
  return {
    cookieConsent: { accepted: false, timestamp, version: '1.0' },
    betaLaunchPopupSeen: { seen: true, timestamp, version: '1.0' },
  };
}

/**
 * Opens a path and waits until the app has rendered its page: the network is idle and a level-one
 * heading is visible (every page has one), so nothing is judged on a loading screen.
 */
export async function visit(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
}

/**
 * Resolves once every finite CSS animation and transition on the page has ended (a fading dialog
 * is judged, and pictured, as it ends up, not half transparent). Endless ones are left alone.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** With E2E_SCREENSHOTS=dir, a full-page PNG of what the page shows now; otherwise nothing. */
export async function screenshot(testPage: TestPage, name: string): Promise<void> {
  const directory = process.env.E2E_SCREENSHOTS;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  const safeName = name.replace(/[^a-z0-9-]+/gi, '-').replace(/^-|-$/g, '') || 'page';
  const { width } = VIEWPORTS[testPage.viewport];
  await animationsFinished(testPage.page);
  await testPage.page.screenshot({ path: path.join(directory, `${safeName}-${width}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * A session that ends (a logout, or a sign-out from another device) closes its sockets on the
 * server. A long-poll request of that socket still in flight then, or the page's own close request
 * crossing the server's, is answered 400 because its session id is gone: the browser logs it, but it
 * is the transport closing, not a problem of the page.
 */
export const isClosedLongPoll = (text: string) => /status of 400 .*\/socket\.io\/\?EIO=4&transport=polling.*&sid=/.test(text);

export function describeProblems(problems: PageProblems): string {
  return [
    ...problems.consoleErrors.map((text) => `console error: ${text}`),
    ...problems.pageErrors.map((text) => `page error: ${text}`),
    ...problems.cspViolations.map((text) => `CSP violation: ${text}`),
  ].join('\n');
}
