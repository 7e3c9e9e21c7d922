import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { animationsFinished } from './browser';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

function describeViolation(violation: Violation): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => {
      const summary = (node.failureSummary ?? '').split('\n').map((line) => `        ${line.trim()}`).join('\n');
      return `    - ${node.target.join(' ')}\n${summary}`;
    })
    .join('\n');
  const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more element(s)` : '';
  return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}${more}`;
}

async function violations(page: Page): Promise<Violation[]> {
  // Colour contrast is only meaningful once fades and slide-ins have ended.
  await animationsFinished(page);
  // target-size (WCAG 2.2 2.5.8) is not on by default in every axe version: ask for it.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  return results.violations;
}

/** Runs axe (WCAG 2.0/2.1 A and AA, 2.2 AA, target size on) on the page as it is now; fails on serious or critical findings. */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  const serious = (await violations(page)).filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  assert.equal(
    serious.length,
    0,
    `axe found ${serious.length} serious or critical accessibility violation(s) on ${label}:\n${serious.map(describeViolation).join('\n')}`,
  );
}

/** The same rules, failing on any finding whatever its impact. */
export async function expectNoA11yViolations(page: Page, label = page.url()): Promise<void> {
  const found = await violations(page);
  assert.equal(found.length, 0, `axe found ${found.length} accessibility violation(s) on ${label}:\n${found.map(describeViolation).join('\n')}`);
}
