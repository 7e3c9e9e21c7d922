/**
 * The size budget of the home page's JavaScript, as CI enforces it: 150 KB gzipped, counting every
 * script the page requests until load and network idle. Exits 1 when over budget. It measures
 * bytes, not time, so its verdict does not depend on how busy the machine is.
 *
 *   node -r esbuild-register bench/checkBundleBudget.ts
 */
import { ensureBuild, requireChromium, startServer } from '../test/e2e/support/harness';
import { INITIAL_JS_BUDGET_BYTES, kilobytes, measureInitialJavaScript } from './benchmarks/initialJavaScript';

async function main(): Promise<number> {
  requireChromium();
  ensureBuild();
  const server = await startServer({ label: 'budget' });
  try {
    const measured = await measureInitialJavaScript(server.baseUrl);
    for (const script of measured.scripts) {
      console.log(`  ${script.path.padEnd(48)} ${String(script.gzipBytes).padStart(8)} B gzip`);
    }
    const verdict = measured.overBudget ? 'OVER BUDGET' : 'within budget';
    console.log(
      `Initial JavaScript of /: ${measured.scripts.length} files, ${measured.gzipBytes} B gzip (${kilobytes(measured.gzipBytes)} KB) ` +
        `of ${INITIAL_JS_BUDGET_BYTES} B (${kilobytes(INITIAL_JS_BUDGET_BYTES)} KB): ${verdict}.`,
    );
    return measured.overBudget ? 1 : 0;
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
