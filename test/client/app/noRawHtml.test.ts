import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..', '..', '..', 'src');

/** Every way a string becomes markup in the page without React escaping it. */
const RAW_HTML = [
  /dangerouslySetInnerHTML/,
  /\.(inner|outer)HTML\s*\+?=(?!=)/,
  /insertAdjacentHTML/,
  /document\s*\.\s*write(ln)?\s*\(/,
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const writesRawHtml = (source: string) => RAW_HTML.some((pattern) => pattern.test(source));

test.each([
  '<div dangerouslySetInnerHTML={{ __html: title }} />',
  'node.innerHTML = title;',
  'node.innerHTML += title;',
  'node.outerHTML = title;',
  "node.insertAdjacentHTML('beforeend', title);",
  'document.write(title);',
  'document.writeln(title);',
])('the check recognises %s', (line) => {
  expect(writesRawHtml(line)).toBe(true);
});

test('the check leaves reading and text alone', () => {
  expect(writesRawHtml('const html = node.innerHTML; node.textContent = title; if (a.innerHTML === b) {}')).toBe(false);
});

// React escapes every string it renders; raw HTML would be the one way in for markup in
// usernames, messages or tournament titles.
test('no component renders raw HTML', () => {
  const offenders = sourceFiles(SRC).filter((file) => writesRawHtml(readFileSync(file, 'utf8')));
  expect(offenders.map((file) => path.relative(SRC, file))).toEqual([]);
});
