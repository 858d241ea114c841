import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe's serious and critical findings on the page as it stands once the network is quiet, one line each. */
export async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  // Only violations come back with every node: axe still runs every rule, but it no longer gathers and sends
  // the nodes of every passing check (axe's documented resultTypes; about 10 % of a call on an admin table).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
