import AxeBuilder from '@axe-core/playwright';
// The same axe-core that @axe-core/playwright injects (it imports this package for its source).
import axe from 'axe-core';
import type { Page } from 'playwright-core';

const belowSerious = new Set(['minor', 'moderate']);

/**
 * The rules that can never report a serious or critical violation, which seriousViolations would drop:
 * a rule with an impact of its own gives it to every check it fails (axe's _finalizeRuleResult), so a rule
 * whose own impact is minor or moderate (region, landmark-*, heading-order, page-has-heading-one, ...: 28 of
 * axe 4.13's enabled rules) only ever reports below serious. Read from axe's rule table, not listed here,
 * so an axe update that raises a rule's impact runs it again. region alone walks the whole page.
 */
function rulesBelowSerious(): string[] {
  const audit = (axe as unknown as { _audit?: { rules: { id: string; impact?: string }[] } })._audit;
  if (!audit) throw new Error("axe-core's rule table (_audit) is gone: update rulesBelowSerious in e2e/support/axe.ts");
  return audit.rules.filter((rule) => rule.impact !== undefined && belowSerious.has(rule.impact)).map((rule) => rule.id);
}

const skipped = rulesBelowSerious();

/** axe's serious and critical findings on the page as it stands once the network is quiet, one line each. */
export async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  // Legacy mode (axe's documented setLegacyMode) runs axe in the page itself. The default opens a blank page
  // per call to merge the frames' results and injects axe there a second time: about 1.7 s of a 2.5 s call,
  // for frames the app does not have (blog HTML loses its iframes on the server). What legacy mode gives up
  // is cross-origin frames, so a page that gains any frame is refused here rather than half tested.
  if (page.frames().length > 1) throw new Error(`${page.url()} has frames: test it without setLegacyMode`);
  // Only violations come back with every node: axe no longer gathers and sends the nodes of every passing
  // check (axe's documented resultTypes; about 10 % of a call on an admin table). Every rule that can
  // report a serious or critical violation runs.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .disableRules(skipped)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
