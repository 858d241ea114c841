import { isRatingEditable, ratingEditableUntil } from '@studiekraft/shared/rules/rating-edit-window';
import type { ProjectRating } from '@studiekraft/shared/schemas/ratings';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { findProjectView, lockProjectView, type ProjectViewRow } from '../projects/project-query-repository.ts';
import { presentRating } from './presenter.ts';
import { enqueueRatedMail } from './rating-mail.ts';
import {
  findRatedStudent,
  findRatingOfProject,
  insertRating,
  type RatingValues,
  updateRating,
  type WrittenRatingRow,
} from './rating-write-repository.ts';

type ParsedRating = Omit<RatingValues, 'position'> & { position: string | null };

/** Only the project's own customer rates it: not its student, not staff (they have the student's ratings routes). */
function assertProjectCustomer(viewer: AccessClaims, row: ProjectViewRow | undefined): asserts row is ProjectViewRow {
  if (!row) throw notFound();
  if (viewer.accountType !== 'CUSTOMER' || row.customer_user_id !== viewer.userId) throw forbidden();
}

const isFinalized = (row: ProjectViewRow) => row.project.status === 'project-finalized';

function presentProjectRating(row: ProjectViewRow, rating: WrittenRatingRow | undefined, now: Date): ProjectRating {
  return {
    project: { id: row.project.id, name: row.project.name, finalized: isFinalized(row) },
    student: { id: row.project.student_id, name: row.student_name, slug: row.student_slug },
    rating: rating ? presentRating(rating) : null,
    editable_until: rating ? ratingEditableUntil(rating.created_at).toISOString() : null,
    can_create: isFinalized(row) && !rating,
    can_edit: rating !== undefined && isRatingEditable(rating.created_at, now),
  };
}

export async function getProjectRating(deps: Pick<Deps, 'db'>, viewer: AccessClaims, projectId: number) {
  const row = await findProjectView(deps.db, projectId);
  assertProjectCustomer(viewer, row);
  return presentProjectRating(row, await findRatingOfProject(deps.db, projectId), new Date());
}

/**
 * The customer's one rating of a finalized project. The project row is locked first, so a second post
 * (a double click, two tabs) waits, then finds the rating and gets 409; the unique index on
 * ratings.project_id is the last guard. The student's totals follow through the ratings triggers, and the
 * student gets a mail about it (decision 068).
 */
export async function createProjectRating(
  deps: Pick<Deps, 'db' | 'mail'>,
  viewer: AccessClaims,
  projectId: number,
  input: ParsedRating,
) {
  const now = new Date();
  const created = await deps.db.transaction(async (tx) => {
    const row = await lockProjectView(tx, projectId);
    assertProjectCustomer(viewer, row);
    if (!isFinalized(row)) throw new AppError('PROJECT_NOT_FINALIZED');
    if (await findRatingOfProject(tx, projectId)) throw new AppError('RATING_EXISTS');
    const rating = await insertRating(tx, {
      ...input,
      student_id: row.project.student_id,
      customer_id: row.project.customer_id,
      project_id: projectId,
    });
    const student = await findRatedStudent(tx, row.project.student_id);
    if (student) await enqueueRatedMail(deps, tx, student, rating);
    return presentProjectRating(row, rating, now);
  });
  deps.mail.poke();
  return created;
}

/** The author changes their rating within 14 days of writing it (decision 020); later it stands as written. */
export async function updateProjectRating(deps: Pick<Deps, 'db'>, viewer: AccessClaims, projectId: number, input: ParsedRating) {
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const row = await lockProjectView(tx, projectId);
    assertProjectCustomer(viewer, row);
    const existing = await findRatingOfProject(tx, projectId);
    if (!existing) throw notFound();
    if (!isRatingEditable(existing.created_at, now)) throw new AppError('RATING_NOT_EDITABLE');
    const rating = await updateRating(tx, existing.id, input);
    return presentProjectRating(row, rating, now);
  });
}
