/**
 * The tests that need Redis run in a pass of their own, `npm run test:redis`, which CI runs and the
 * README gives for a manual run (with REDIS_URL jest runs one file at a time, so the pass names its
 * files by a pattern). A file that needs Redis and is missing from that pattern would skip in every
 * pass and vanish from CI while it stays green.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const SERVER_TESTS = path.join(REPO_ROOT, 'test/server');

const testFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });

test('every server test file that needs Redis runs in the Redis pass, which CI runs', () => {
  const ciScript = readFileSync(path.join(REPO_ROOT, '.ci/run'), 'utf8');
  expect(ciScript).toMatch(/REDIS_URL=\S+ npm run test:redis$/m);
  const { scripts } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const listed = /--testPathPatterns '(.+)'/.exec(scripts['test:redis'] ?? '')?.[1];
  expect(listed).toBeDefined();
  const redisPass = new RegExp(listed!);
  const needingRedis = testFiles(SERVER_TESTS)
    .filter((file) => /describeWithServices\(\[[^\]]*'redis'/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(SERVER_TESTS, file));
  expect(needingRedis.length).toBeGreaterThan(0);
  expect(needingRedis.filter((file) => !redisPass.test(file))).toEqual([]);
});
