import { ensureBuild, type RunningServer, startServer } from '../test/e2e/support/harness';
import type { BenchOutput } from './types';

/**
 * One benchmark run on its own (`node -r esbuild-register bench/benchmarks/x.ts`): build if
 * stale, start a fresh server, measure, print the table and its notes, stop, exit.
 */
export function runStandalone(label: string, measure: (server: RunningServer) => Promise<BenchOutput>, env: Record<string, string> = {}): void {
  const main = async () => {
    await ensureBuild();
    const server = await startServer({ env, label });
    try {
      const output = await measure(server);
      console.table(output.rows);
      for (const note of output.notes ?? []) console.log(`  ${note}`);
    } finally {
      await server.stop();
    }
  };
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
