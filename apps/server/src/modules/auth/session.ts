import { randomUUID } from 'node:crypto';
import { tokenLifetimes } from '@studiekraft/shared/constants/limits';
import type { LoginResponse } from '@studiekraft/shared/schemas/auth';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { findAccount, findLatestConversationId, type UserRow } from '../users/account-repository.ts';
import { insertRefreshToken } from './token-repository.ts';

export interface IssuedSession {
  body: LoginResponse;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** Signs an access token, stores a new refresh token (in `familyId`, or a new family) and builds the body. */
export async function issueSession(
  app: FastifyInstance,
  db: DbOrTx,
  user: UserRow,
  familyId: string = randomUUID(),
): Promise<IssuedSession> {
  const refreshToken = newToken();
  const refreshExpiresAt = new Date(Date.now() + tokenLifetimes.refreshTokenDays * 86_400_000);
  await insertRefreshToken(db, {
    user_id: user.id,
    family_id: familyId,
    token_hash: hashToken(refreshToken),
    expires_at: refreshExpiresAt,
  });
  const [access_token, account, latest_conversation_id] = await Promise.all([
    app.accessTokens.sign({ userId: user.id, accountType: user.account_type }),
    findAccount(db, user),
    findLatestConversationId(db, user.id),
  ]);
  return {
    body: { access_token, account_type: user.account_type, user_id: user.id, account, latest_conversation_id },
    refreshToken,
    refreshExpiresAt,
  };
}
