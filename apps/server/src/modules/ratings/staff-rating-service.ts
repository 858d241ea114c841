import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { presentStaffRating } from './presenter.ts';
import { enqueueRatedMail } from './rating-mail.ts';
import {
  customerExists,
  deleteRating,
  findRatedStudent,
  findRatingOfStudent,
  insertRating,
  type RatingValues,
  updateRating,
  type WrittenRatingRow,
} from './rating-write-repository.ts';

export type StaffRatingValues = RatingValues & { customer_id?: number | null | undefined };

/** A named customer must exist: a 422 on the field rather than a foreign-key failure. */
async function assertCustomer(tx: Tx, customerId: number | null | undefined) {
  if (customerId != null && !(await customerExists(tx, customerId))) throw validationFailed({ customer_id: ['validation.type'] });
}

/** What the audit log keeps of a rating: the fields staff write, and whose rating it is. */
const audited = (row: WrittenRatingRow) => ({
  student_id: row.student_id,
  title: row.title,
  score: row.score,
  name: row.name,
  position: row.position,
  body: row.body,
  customer_id: row.customer_id,
});

/**
 * Staff add a rating on any student, hidden or not (spec section 6); the average follows through the
 * ratings triggers. Routes let employees only in; each write is an audit entry in its transaction
 * (decision 018). The student gets a mail about the new rating (decision 068); edits and deletions send none.
 */
export async function createStaffRating(
  deps: Pick<Deps, 'db' | 'mail'>,
  viewer: AccessClaims,
  studentId: number,
  input: StaffRatingValues,
) {
  const created = await deps.db.transaction(async (tx) => {
    const student = await findRatedStudent(tx, studentId);
    if (!student) throw notFound();
    await assertCustomer(tx, input.customer_id);
    const row = await insertRating(tx, {
      ...input,
      customer_id: input.customer_id ?? null,
      student_id: studentId,
      project_id: null,
    });
    await recordAudit(tx, viewer.userId, {
      action: 'rating.created',
      entity: { type: 'rating', id: row.id },
      after: audited(row),
    });
    await enqueueRatedMail(deps, tx, student, row);
    return presentStaffRating(row);
  });
  deps.mail.poke();
  return created;
}

/** Staff edit any rating, a customer's own too and after its 14 days; an absent customer_id keeps the customer. */
export async function updateStaffRating(
  deps: Pick<Deps, 'db'>,
  viewer: AccessClaims,
  studentId: number,
  ratingId: number,
  input: StaffRatingValues,
) {
  return deps.db.transaction(async (tx) => {
    const before = await findRatingOfStudent(tx, studentId, ratingId);
    if (!before) throw notFound();
    await assertCustomer(tx, input.customer_id);
    const { customer_id, ...values } = input;
    const row = await updateRating(tx, ratingId, customer_id === undefined ? values : { ...values, customer_id });
    if (!row) throw notFound();
    await recordAudit(tx, viewer.userId, {
      action: 'rating.updated',
      entity: { type: 'rating', id: ratingId },
      before: audited(before),
      after: audited(row),
    });
    return presentStaffRating(row);
  });
}

export async function deleteStaffRating(deps: Pick<Deps, 'db'>, viewer: AccessClaims, studentId: number, ratingId: number) {
  await deps.db.transaction(async (tx) => {
    const before = await findRatingOfStudent(tx, studentId, ratingId);
    if (!before || !(await deleteRating(tx, studentId, ratingId))) throw notFound();
    await recordAudit(tx, viewer.userId, {
      action: 'rating.deleted',
      entity: { type: 'rating', id: ratingId },
      before: audited(before),
    });
  });
}
