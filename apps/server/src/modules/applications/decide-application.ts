import { tokenLifetimes } from '@studiekraft/shared/constants/limits';
import {
  type AcceptApplication,
  applicationDeleteAfter,
  type RejectApplication,
} from '@studiekraft/shared/schemas/student-application';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { enqueueEmail } from '../../emails/enqueue-email.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { expireUserTokens, insertUserToken } from '../auth/token-repository.ts';
import { applicationStatusOf } from '../student-profiles/application-status.ts';
import { getApplication } from './get-application.ts';
import { type ApplicationRow, levelExists, lockApplication, markAccepted, markRejected, markReviewed } from './repository.ts';

/**
 * Runs a decision on the locked application row (so two employees clicking at once queue, and the second
 * sees the first's outcome): 404 without an application, 409 APPLICATION_DECIDED once accepted or
 * rejected. Answers the application as it is afterwards.
 */
async function decide(
  deps: Pick<Deps, 'db' | 'mail'>,
  studentId: number,
  change: (tx: Tx, row: ApplicationRow, now: Date) => Promise<void>,
) {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const row = await lockApplication(tx, studentId);
    if (!row) throw notFound();
    if (row.accepted_at || row.rejected_at) throw new AppError('APPLICATION_DECIDED');
    await change(tx, row, new Date());
  });
  deps.mail.poke();
  return getApplication(db, studentId);
}

/** POST /students/:id/application/review: seen by staff. Again on a reviewed one changes nothing. */
export function reviewApplication(deps: Pick<Deps, 'db' | 'mail'>, viewer: AccessClaims, studentId: number) {
  return decide(deps, studentId, async (tx, row, now) => {
    if (row.reviewed_at) return;
    await markReviewed(tx, studentId, now);
    await recordAudit(tx, viewer.userId, {
      action: 'application.reviewed',
      entity: { type: 'student', id: studentId },
      before: { status: applicationStatusOf(row) },
      after: { status: 'reviewed' },
    });
  });
}

/**
 * POST /students/:id/application/accept {level_id}: the login is activated, the student gets the level
 * and becomes public, and a single-use set-password link (the reset machinery, 7 days, as for a new
 * employee; setting it confirms the e-mail) is mailed in the same transaction.
 */
export async function acceptApplication(
  deps: Pick<Deps, 'config' | 'db' | 'mail'>,
  viewer: AccessClaims,
  studentId: number,
  input: AcceptApplication,
) {
  if (!(await levelExists(deps.db, input.level_id))) throw validationFailed({ level_id: ['validation.type'] });
  const token = newToken();
  return decide(deps, studentId, async (tx, row, now) => {
    await markAccepted(tx, row, input.level_id, now);
    await expireUserTokens(tx, row.user_id, 'reset', now);
    await insertUserToken(tx, {
      user_id: row.user_id,
      purpose: 'reset',
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + tokenLifetimes.studentInvitationDays * 86_400_000),
    });
    await enqueueEmail(tx, deps.mail.context, row.email, {
      template: 'application-accepted',
      data: { name: row.name, url: `${deps.config.publicUrl}/password/reset?token=${encodeURIComponent(token)}` },
    });
    await recordAudit(tx, viewer.userId, {
      action: 'application.accepted',
      entity: { type: 'student', id: studentId },
      before: { status: applicationStatusOf(row), activated: false },
      after: { status: 'accepted', level_id: input.level_id, activated: true },
    });
  });
}

/** 'D. MMMM YYYY' in Danish, on the Copenhagen calendar: '25. maj 2027'. */
const danishDate = (date: Date) =>
  new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Copenhagen' }).format(
    date,
  );

/**
 * POST /students/:id/application/reject {message?}: a polite Danish no with the optional personal line;
 * the login stays inactive, and the retention job deletes the applicant 6 months later. The audit entry
 * says whether a personal line was sent, not what it said (it may name the applicant, and the log
 * outlives the applicant's data).
 */
export function rejectApplication(
  deps: Pick<Deps, 'config' | 'db' | 'mail'>,
  viewer: AccessClaims,
  studentId: number,
  input: RejectApplication,
) {
  const message = input.message?.trim() || null;
  return decide(deps, studentId, async (tx, row, now) => {
    await markRejected(tx, row, now);
    await enqueueEmail(tx, deps.mail.context, row.email, {
      template: 'application-rejected',
      data: {
        name: row.name,
        message,
        homeUrl: `${deps.config.publicUrl}/`,
        deleteAfter: danishDate(applicationDeleteAfter(now)),
      },
    });
    await recordAudit(tx, viewer.userId, {
      action: 'application.rejected',
      entity: { type: 'student', id: studentId },
      before: { status: applicationStatusOf(row) },
      after: { status: 'rejected', personal_message: message !== null },
    });
  });
}
