import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules switched off only where the violation belongs to work done on another branch, each with what it
 * waits for, so they can be re-enabled once that branch is merged.
 */
const DEFERRED_RULES: string[] = [];

/** Runs axe on the page as it is and fails with a readable list of every violation. */
export async function expectNoAxeViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).disableRules(DEFERRED_RULES).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`)
        .join('\n')}`,
  );
  expect(found, `axe violations on ${state}`).toEqual([]);
}
