import type { Page } from 'playwright-core';

/**
 * Closes the open Mantine menu with Escape, as a keyboard user would. Mantine moves the focus into a menu a
 * tick after it opens (use-focus-trap's setTimeout), and only a key pressed inside the menu closes it: on a
 * busy machine an Escape sent at once lands on the button and the menu stays open. So this waits for the
 * focus, then for the menu to go.
 */
export async function closeMenuWithEscape(page: Page) {
  await page.waitForFunction(() => document.activeElement?.closest('[role="menu"]') != null);
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
}
