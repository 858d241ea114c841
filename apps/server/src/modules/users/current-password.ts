import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { UserRow } from '../accounts/account-repository.ts';

/**
 * A change of one's own e-mail or password must prove the current password: an access token alone (a
 * laptop left unlocked, a script injected into the page) would otherwise be enough to take the account
 * over for good. Missing is `validation.required`, wrong is `validation.current_password`, both on the
 * `current_password` field (422). The route's rate limit bounds how fast it can be guessed.
 */
export async function requireCurrentPassword(user: UserRow, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) throw new AppError('VALIDATION_FAILED', { current_password: ['validation.required'] });
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    throw new AppError('VALIDATION_FAILED', { current_password: ['validation.current_password'] });
  }
}
