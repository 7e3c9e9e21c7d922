import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { DIST_DIR, launchChromium } from '../../test/e2e/support/harness';
import type { Benchmark, BenchContext } from '../types';

/** The home page's JavaScript must stay within 140 KB gzipped. */
export const INITIAL_JS_BUDGET_BYTES = 140 * 1024;
/** What any other page adds to the shared core (main and runtime chunks): at most 50 KB gzipped. */
export const ROUTE_EXTRA_BUDGET_BYTES = 50 * 1024;
/** The pages whose extra code is measured: every public route of the SPA, and the 404. */
export const MEASURED_ROUTES = [
  '/tournaments', '/games', '/games/valorant', '/shop', '/versus-token', '/login', '/register', '/forgot-password',
  '/newsletter', '/downloads', '/imprint', '/privacy', '/terms', '/faq', '/admin-login', '/no-such-page',
];
const CORE_CHUNK = /\/(main|runtime)\.[0-9a-f]+\.js$/;

export interface ScriptSize {
  path: string;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface InitialJavaScript {
  scripts: ScriptSize[];
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  overBudget: boolean;
}

function sizesOf(pathname: string): ScriptSize {
  const file = path.join(DIST_DIR, decodeURIComponent(pathname));
  if (!file.startsWith(DIST_DIR + path.sep) || !existsSync(file)) {
    throw new Error(`${pathname} was loaded by the page but is not in dist/`);
  }
  const content = readFileSync(file);
  return {
    path: pathname,
    rawBytes: content.length,
    gzipBytes: gzipSync(content, { level: 9 }).length,
    brotliBytes: brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The scripts a page requests in a fresh context until the load event and an idle network. */
async function scriptsOf(browser: Awaited<ReturnType<typeof launchChromium>>, baseUrl: string, pathname: string): Promise<ScriptSize[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const requested = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(baseUrl).origin && url.pathname.endsWith('.js')) requested.add(url.pathname);
    });
    await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    return [...requested].sort().map(sizesOf);
  } finally {
    await context.close();
  }
}

export interface RouteExtra {
  route: string;
  gzipBytes: number;
  overBudget: boolean;
}

/** For each route, the gzip size of the scripts it loads beyond the shared core (main and runtime). */
export async function measureRouteExtras(baseUrl: string, routes: readonly string[] = MEASURED_ROUTES): Promise<RouteExtra[]> {
  const browser = await launchChromium();
  try {
    const extras: RouteExtra[] = [];
    for (const route of routes) {
      const extra = (await scriptsOf(browser, baseUrl, route)).filter((script) => !CORE_CHUNK.test(script.path));
      const gzipBytes = extra.reduce((total, script) => total + script.gzipBytes, 0);
      extras.push({ route, gzipBytes, overBudget: gzipBytes > ROUTE_EXTRA_BUDGET_BYTES });
    }
    return extras;
  } finally {
    await browser.close();
  }
}

/**
 * Opens the home page in a fresh Chromium context and counts every JavaScript file it requests
 * until the load event and an idle network; sizes come from the built files (gzip level 9, the
 * budget's measure, and brotli 11, what the server actually sends).
 */
export async function measureInitialJavaScript(baseUrl: string): Promise<InitialJavaScript> {
  const browser = await launchChromium();
  try {
    const scripts = await scriptsOf(browser, baseUrl, '/');
    const sum = (key: 'rawBytes' | 'gzipBytes' | 'brotliBytes') => scripts.reduce((total, script) => total + script[key], 0);
    const gzipBytes = sum('gzipBytes');
    return { scripts, rawBytes: sum('rawBytes'), gzipBytes, brotliBytes: sum('brotliBytes'), overBudget: gzipBytes > INITIAL_JS_BUDGET_BYTES };
  } finally {
    await browser.close();
  }
}

export function kilobytes(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}

export const initialJavaScript: Benchmark = {
  name: 'initialJavaScript',
  title: 'Initial JavaScript of the home page (until load + network idle)',
  perDatabase: false,
  async run({ baseUrl }: BenchContext) {
    const measured = await measureInitialJavaScript(baseUrl);
    const extras = await measureRouteExtras(baseUrl);
    return {
      rows: [
        {
          page: '/',
          scripts: measured.scripts.length,
          'raw KB': kilobytes(measured.rawBytes),
          'gzip KB': kilobytes(measured.gzipBytes),
          'brotli KB': kilobytes(measured.brotliBytes),
          'budget gzip KB': kilobytes(INITIAL_JS_BUDGET_BYTES),
          status: measured.overBudget ? 'OVER' : 'OK',
        },
      ],
      notes: [
        `gzip ${measured.gzipBytes} B of a ${INITIAL_JS_BUDGET_BYTES} B budget (bench/checkBundleBudget.ts enforces it in CI).`,
        `Extra code per route beyond main + runtime (budget ${kilobytes(ROUTE_EXTRA_BUDGET_BYTES)} KB gzip): ` +
          extras.map((extra) => `${extra.route} ${kilobytes(extra.gzipBytes)} KB${extra.overBudget ? ' OVER' : ''}`).join(', '),
      ],
      details: { scripts: measured.scripts },
    };
  },
};
