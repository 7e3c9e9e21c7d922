import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { DIST_DIR, launchChromium } from '../../test/e2e/support/harness';
import type { Benchmark, BenchContext } from '../types';

/** The home page's JavaScript must stay within 150 KB gzipped. */
export const INITIAL_JS_BUDGET_BYTES = 150 * 1024;

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

/**
 * Opens the home page in a fresh Chromium context and counts every JavaScript file it requests
 * until the load event and an idle network; sizes come from the built files (gzip level 9, the
 * budget's measure, and brotli 11, what the server actually sends).
 */
export async function measureInitialJavaScript(baseUrl: string): Promise<InitialJavaScript> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const requested = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(baseUrl).origin && url.pathname.endsWith('.js')) requested.add(url.pathname);
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await context.close();
    const scripts = [...requested].sort().map(sizesOf);
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
      notes: [`gzip ${measured.gzipBytes} B of a ${INITIAL_JS_BUDGET_BYTES} B budget (bench/checkBundleBudget.ts enforces it in CI).`],
      details: { scripts: measured.scripts },
    };
  },
};
