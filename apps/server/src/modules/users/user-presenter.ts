import type { SessionAccount } from '@studiekraft/shared/schemas/auth';
import type { User } from '@studiekraft/shared/schemas/users';
import type { PresentedUserRow } from '../accounts/account-repository.ts';

/** The fields of a user that leave the server; never the password hash or token data. */
export function presentUser(user: PresentedUserRow, account: SessionAccount): User {
  return {
    id: user.id,
    email: user.email,
    pending_email: user.pending_email,
    activated: user.activated,
    confirmed: user.email_confirmed_at !== null,
    avatar: account.avatars.primary,
    account_type: user.account_type,
    account,
    created_at: user.created_at.toISOString(),
  };
}
