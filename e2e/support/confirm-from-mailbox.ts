import { apiCall } from './api.ts';
import { mailsTo } from './browser.ts';

/**
 * What a quick-registered customer does with the confirmation mail: waits for it in the dev mailbox
 * (the mail worker sends it shortly after the registration), follows its link, and chooses a password
 * with the token the confirmation hands back.
 */
export async function confirmAndSetPassword(baseUrl: string, email: string, password: string): Promise<void> {
  let mail: { text: string } | undefined;
  for (let i = 0; i < 60 && !mail; i++) {
    mail = (await mailsTo(baseUrl, email)).find((m) => m.template === 'confirm-email');
    if (!mail) await new Promise((r) => setTimeout(r, 250));
  }
  const token = /confirmation=([\w%-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const confirmed = await apiCall<{ data: { password_token: string } }>(baseUrl, 'GET', `/users/confirmation/${token}`);
  await apiCall(baseUrl, 'POST', '/auth/reset/change', { token: confirmed.data.password_token, password });
}
