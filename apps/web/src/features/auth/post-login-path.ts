import type { LoginResponse } from '@studiekraft/shared/schemas/auth';
import { mayOpen } from '../../lib/route-access.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';

/**
 * Where a fresh login lands (spec section 4, Auth): the redirect query first, unless this account may not
 * open it (a customer logging in on the way to the administration), then by account type.
 */
export function postLoginPath(
  response: Pick<LoginResponse, 'account_type' | 'latest_conversation_id'>,
  redirect: string | null,
): string {
  const target = safeRedirect(redirect);
  if (target && mayOpen(target, response.account_type)) return target;
  if (response.account_type === 'EMPLOYEE') return '/administration';
  if (response.latest_conversation_id !== null) return `/conversations/${response.latest_conversation_id}`;
  return '/overview';
}
