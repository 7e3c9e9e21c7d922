import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..', '..', '..', 'src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// React escapes every string it renders; raw HTML would be the one way in for markup in
// usernames, messages or tournament titles (issue 9).
test('no component renders raw HTML', () => {
  const offenders = sourceFiles(SRC).filter((file) => /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML/.test(readFileSync(file, 'utf8')));
  expect(offenders.map((file) => path.relative(SRC, file))).toEqual([]);
});
