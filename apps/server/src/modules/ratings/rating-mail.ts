import { profileRatingsTab, profileTabParam } from '@studiekraft/shared/constants/profile-tabs';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { enqueueEmail } from '../../emails/enqueue-email.ts';
import type { RatedStudent, WrittenRatingRow } from './rating-write-repository.ts';

/**
 * Tells the student a rating was added to them (decision 068), in the transaction that adds it; the caller
 * pokes the mail worker after commit. Only for a new rating, never an edit or a deletion, and not to an
 * account that cannot log in (deactivated, or erased: its address is a placeholder).
 */
export async function enqueueRatedMail(deps: Pick<Deps, 'mail'>, tx: Tx, student: RatedStudent, rating: WrittenRatingRow) {
  if (!student.activated) return;
  const { publicUrl } = deps.mail.context;
  const url = `${publicUrl}/students/${encodeURIComponent(student.slug)}?${profileTabParam}=${profileRatingsTab}`;
  await enqueueEmail(tx, deps.mail.context, student.email, {
    template: 'student-rated',
    data: { studentName: student.name, raterName: rating.name, score: rating.score, title: rating.title, url },
  });
}
