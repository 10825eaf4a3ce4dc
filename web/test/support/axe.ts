import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on what is rendered and fails with each violation named. Colour contrast is left to the browser
 * tests: jsdom computes no styles, so axe cannot judge it here.
 */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(violations).toEqual([]);
}
