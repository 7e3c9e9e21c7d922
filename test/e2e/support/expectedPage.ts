import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/**
 * A route and what shows that its own page rendered: the level-one heading in main (a string must
 * match it exactly) and, where one page serves several routes (the backoffice), the level-two
 * heading of the part the route opens.
 */
export interface ExpectedPage {
  path: string;
  heading: string | RegExp;
  section?: string;
}

function describeText(text: string | RegExp): string {
  return typeof text === 'string' ? `"${text}"` : String(text);
}

/** The level-one headings main shows now, for a failure message that says what rendered instead. */
async function headingsShown(page: Page): Promise<string> {
  const shown = await page.locator('main h1').allInnerTexts();
  if (shown.length > 0) return `its level-one heading reads ${shown.map((text) => `"${text.trim()}"`).join(', ')}`;
  if ((await page.locator('main').count()) === 0) return 'the app shows no main at all';
  const main = (await page.locator('main').innerText()).trim().slice(0, 120);
  return `it has no level-one heading (main shows "${main}")`;
}

/**
 * Opens the route and waits until it shows its expected heading (and section), then until the
 * network is idle. A page that did not render (a chunk that failed to load, the 404 page, an
 * endless loading state) fails here instead of being judged as if it were the page.
 */
export async function openExpectedPage(page: Page, expected: ExpectedPage): Promise<void> {
  await page.goto(expected.path, { waitUntil: 'networkidle' });
  const main = page.locator('main');
  const marks = [
    { level: 1, name: expected.heading },
    ...(expected.section === undefined ? [] : [{ level: 2, name: expected.section }]),
  ];
  for (const { level, name } of marks) {
    const heading = main.getByRole('heading', { level, name, exact: typeof name === 'string' });
    const found = await heading.first().waitFor({ state: 'visible' }).then(
      () => true,
      () => false,
    );
    if (!found) {
      assert.fail(`${expected.path} did not render its page: no level-${level} heading ${describeText(name)} in main; ${await headingsShown(page)}`);
    }
  }
  await page.waitForLoadState('networkidle');
}
