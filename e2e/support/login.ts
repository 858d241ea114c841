import { sessionHintCookie } from '@studiekraft/shared/constants/session-hint';
import type { BrowserContext, Page } from 'playwright-core';

export const demoPassword = 'demo-1234';

/**
 * Logs in through the navbar (a dropdown on desktop, a modal on phones). Pages that ask for a login,
 * such as home with ?redirect, open the same prompt themselves; then it is used as it is.
 * Resolves once the login has been answered (whatever the answer): a test that navigates at once
 * would otherwise reload the app before the refresh cookie is set and land on a login prompt again.
 */
export async function loginThroughNavbar(page: Page, email: string, password = demoPassword) {
  const form = page.locator('form').filter({ has: page.locator('input[type=password]') });
  // Let an auto-opened prompt (and its lazily loaded form) settle before deciding to open it.
  await page.waitForLoadState('networkidle');
  if (!(await form.first().isVisible())) {
    await page.getByRole('banner').getByRole('button', { name: 'Log ind' }).first().click();
  }
  const visible = form.locator('visible=true').first();
  await visible.waitFor();
  await visible.getByLabel('Email').fill(email);
  await visible.locator('input[type=password]').fill(password);
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/auth/login') && response.request().method() === 'POST'),
    visible.locator('button[type=submit]').click(),
  ]);
}

/**
 * A session without the login form, for tests about what comes after a login (the staff pages): the
 * login's answer puts the refresh cookie in the context, and the hint the app sets after a login tells the
 * next page load to restore the session. The form itself is tested where the login is the subject
 * (login.e2e.ts and the journeys); here it would cost every test a home page and a form, about 3 s.
 */
export async function logInByApi(context: BrowserContext, baseUrl: string, email: string, password = demoPassword) {
  const response = await context.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
  if (!response.ok()) throw new Error(`logging in ${email} answered ${response.status()}`);
  await context.addCookies([{ name: sessionHintCookie, value: '1', url: baseUrl }]);
  // Where the form's login would have landed: the latest conversation, if any (spec section 7).
  return (await response.json()) as { latest_conversation_id: number | null };
}

export async function logoutThroughUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Brugermenu' }).click();
  await page.getByRole('menuitem', { name: 'Log ud' }).click();
}
