import type { LoginRequest } from '@studiekraft/shared/schemas/auth';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { findUserByEmail } from '../accounts/account-repository.ts';
import { type IssuedSession, issueSession } from './session.ts';

/**
 * Checks the password first (against a dummy hash for unknown e-mails, so timing does not reveal which
 * e-mails exist), and only then tells an unconfirmed user why they cannot log in.
 */
export async function login(deps: Pick<Deps, 'accessTokens' | 'db'>, input: LoginRequest): Promise<IssuedSession> {
  const { db } = deps;
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.password_hash, input.password);
  if (!user || !valid) throw new AppError('INVALID_CREDENTIALS');
  if (!user.email_confirmed_at) throw new AppError('NOT_CONFIRMED');
  if (!user.activated) throw new AppError('INVALID_CREDENTIALS');
  return issueSession(deps, db, user);
}
