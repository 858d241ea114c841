import { pageSizes } from '@studiekraft/shared/constants/limits';
import { type testimonialInputSchema, testimonialLimits } from '@studiekraft/shared/schemas/testimonials';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { forbidden, notFound, validationFailed } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { parseListQuery } from '../../plugins/list-query.ts';
import { presentOwnTestimonial, presentPublicTestimonial, presentStaffTestimonial } from './presenter.ts';
import {
  countPendingLocked,
  deleteTestimonial,
  findCustomerIdOfUser,
  findEmployeeIdOfUser,
  findStaffTestimonial,
  findTestimonialLocked,
  insertTestimonial,
  listAllTestimonials,
  listApprovedTestimonials,
  listCustomerTestimonials,
  setApproval,
  type TestimonialRow,
  testimonialListResource,
} from './repository.ts';

type ParsedInput = z.output<typeof testimonialInputSchema>;

/** GET /testimonials: the home carousel, for anyone. */
export async function listPublicTestimonials(deps: Pick<Deps, 'db'>) {
  const rows = await listApprovedTestimonials(deps.db, testimonialLimits.publicMax);
  return rows.map(presentPublicTestimonial);
}

/** The customer record behind a customer's login; a login without one has nothing to act on. */
async function customerIdOf(deps: Pick<Deps, 'db'>, viewer: AccessClaims): Promise<number> {
  const id = await findCustomerIdOfUser(deps.db, viewer.userId);
  if (id === null) throw forbidden();
  return id;
}

/** GET /testimonials/mine: the customer's own, approved or waiting. */
export async function listOwnTestimonials(deps: Deps, viewer: AccessClaims) {
  const customerId = await customerIdOf(deps, viewer);
  const rows = await listCustomerTestimonials(deps.db, customerId);
  return rows.map(presentOwnTestimonial);
}

/**
 * POST /testimonials: a customer writes one; it waits for staff. At most three wait at a time (a fourth
 * is 422 `testimonials: validation.max`, like the references limit), counted under a lock on the customer.
 */
export async function createTestimonial(deps: Deps, viewer: AccessClaims, input: ParsedInput) {
  const customerId = await customerIdOf(deps, viewer);
  return deps.db.transaction(async (tx) => {
    if ((await countPendingLocked(tx, customerId)) >= testimonialLimits.pendingPerCustomer)
      throw validationFailed({ testimonials: ['validation.max'] });
    return presentOwnTestimonial(await insertTestimonial(tx, customerId, input));
  });
}

/** What the audit log keeps of a testimonial: its texts, its author and its approval. */
const audited = (row: TestimonialRow) => ({
  customer_id: row.customer_id,
  score: row.score,
  title: row.title,
  body: row.body,
  name: row.name,
  position: row.position,
  company: row.company,
  approved_at: row.approved_at?.toISOString() ?? null,
});

/**
 * DELETE /testimonials/:id: its author or staff. Another customer's id is 404, the same as an unknown
 * one, so ids cannot be probed. Staff deletions are audit entries; the author's own are not.
 */
export async function removeTestimonial(deps: Deps, viewer: AccessClaims, id: number) {
  const staff = viewer.accountType === 'EMPLOYEE';
  const customerId = staff ? null : await customerIdOf(deps, viewer);
  await deps.db.transaction(async (tx) => {
    const row = await findTestimonialLocked(tx, id);
    if (!row || (!staff && row.customer_id !== customerId)) throw notFound();
    await deleteTestimonial(tx, id);
    if (staff) {
      await recordAudit(tx, viewer.userId, {
        action: 'testimonial.deleted',
        entity: { type: 'testimonial', id },
        before: audited(row),
      });
    }
  });
}

/** GET /testimonials/all: the staff table (list convention: page, limit, filter approved, sort created_at). */
export async function listStaffTestimonials(deps: Pick<Deps, 'db'>, rawQuery: unknown) {
  const list = parseListQuery(rawQuery, testimonialListResource, { maxLimit: pageSizes.maxLimit });
  const { rows, total } = await listAllTestimonials(deps.db, list);
  return { rows: rows.map(presentStaffTestimonial), total };
}

/**
 * POST /testimonials/:id/approve and /unapprove. Approving an approved one keeps its first approval (and
 * its place in the carousel) and writes no entry; each real change is an audit entry in its transaction.
 */
export async function setTestimonialApproval(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number, approve: boolean) {
  return deps.db.transaction(async (tx) => {
    const before = await findTestimonialLocked(tx, id);
    if (!before) throw notFound();
    if ((before.approved_at !== null) !== approve) {
      const employeeId = approve ? await findEmployeeIdOfUser(tx, viewer.userId) : null;
      const after = await setApproval(tx, id, {
        approved_at: approve ? new Date() : null,
        approved_by: employeeId,
      });
      if (!after) throw notFound();
      await recordAudit(tx, viewer.userId, {
        action: approve ? 'testimonial.approved' : 'testimonial.unapproved',
        entity: { type: 'testimonial', id },
        before: { approved_at: before.approved_at?.toISOString() ?? null },
        after: { approved_at: after.approved_at?.toISOString() ?? null },
      });
    }
    const row = await findStaffTestimonial(tx, id);
    if (!row) throw notFound();
    return presentStaffTestimonial(row);
  });
}
