/**
 * The size budgets of the JavaScript, as CI enforces them: the home page within 140 KB gzipped,
 * counting every script it requests until load and network idle; every other public route within
 * 50 KB gzipped beyond the shared main and runtime chunks. Exits 1 when over budget. It measures
 * bytes, not time, so its verdict does not depend on how busy the machine is.
 *
 *   node -r esbuild-register bench/checkBundleBudget.ts
 */
import { ensureBuild, requireChromium, startServer } from '../test/e2e/support/harness';
import { INITIAL_JS_BUDGET_BYTES, kilobytes, measureInitialJavaScript, measureRouteExtras, ROUTE_EXTRA_BUDGET_BYTES } from './benchmarks/initialJavaScript';

async function main(): Promise<number> {
  requireChromium();
  await ensureBuild();
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
    const extras = await measureRouteExtras(server.baseUrl);
    for (const extra of extras) {
      console.log(`  ${extra.route.padEnd(24)} +${String(extra.gzipBytes).padStart(7)} B gzip beyond main + runtime${extra.overBudget ? '  OVER BUDGET' : ''}`);
    }
    const overRoutes = extras.filter((extra) => extra.overBudget);
    console.log(`Extra code per route: ${overRoutes.length === 0 ? 'every route' : `${overRoutes.length} route(s) NOT`} within ${ROUTE_EXTRA_BUDGET_BYTES} B (${kilobytes(ROUTE_EXTRA_BUDGET_BYTES)} KB).`);
    return measured.overBudget || overRoutes.length > 0 ? 1 : 0;
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
