import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe's serious and critical findings on the page as it stands once the network is quiet, one line each. */
export async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  // Legacy mode (axe's documented setLegacyMode) runs axe in the page itself. The default opens a blank page
  // per call to merge the frames' results and injects axe there a second time: about 1.7 s of a 2.5 s call,
  // for frames the app does not have (blog HTML loses its iframes on the server). What legacy mode gives up
  // is cross-origin frames, so a page that gains any frame is refused here rather than half tested.
  if (page.frames().length > 1) throw new Error(`${page.url()} has frames: test it without setLegacyMode`);
  // Only violations come back with every node: axe still runs every rule, but it no longer gathers and sends
  // the nodes of every passing check (axe's documented resultTypes; about 10 % of a call on an admin table).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
