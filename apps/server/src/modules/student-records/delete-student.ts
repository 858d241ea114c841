import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { endUserSessions } from '../auth/session-version-repository.ts';
import { applicationFilePaths, deactivateUser, deleteUser, lockStudentForUpdate, studentHasHistory } from './staff-repository.ts';

/**
 * DELETE /students/{id} (employees only, decision 022). A student with history (projects, ratings,
 * references or a decided application) is deactivated: no login, every session revoked, the record and
 * its history kept. One without is removed with their user (skills, an undecided application, old slugs
 * and conversations go with it). The student row is locked first: a project, rating or reference being
 * written for this student waits on that lock (its foreign key), so the check cannot miss one.
 * Answers `{id, deleted}` like DELETE /customers/{id}.
 */
export async function deleteStudent(deps: Pick<Deps, 'db' | 'log' | 'sessions' | 'storage'>, viewer: AccessClaims, id: number) {
  const result = await deps.db.transaction(async (tx) => {
    const row = await lockStudentForUpdate(tx, id);
    if (!row) throw notFound();
    const entity = { type: 'student', id } as const;
    const before = { name: row.name, slug: row.slug, email: row.email, activated: row.activated };
    if (await studentHasHistory(tx, id)) {
      await deactivateUser(tx, row.user_id);
      await endUserSessions(tx, row.user_id, new Date());
      await recordAudit(tx, viewer.userId, { action: 'student.deactivated', entity, before, after: { activated: false } });
      return { userId: row.user_id, deleted: false, files: [] as string[] };
    }
    const files = await applicationFilePaths(tx, id);
    if (!(await deleteUser(tx, row.user_id))) throw notFound();
    await recordAudit(tx, viewer.userId, { action: 'student.deleted', entity, before });
    return { userId: row.user_id, deleted: true, files };
  });
  // Deleted or deactivated, the student's open sockets close on every process (decision 016).
  deps.sessions.ended(result.userId);
  // The application's files have no row left to reach them; a failed removal only leaves an orphan.
  for (const path of result.files)
    await deps.storage
      .delete(path)
      .catch((error: unknown) => deps.log.warn({ err: error, path }, 'application file not removed'));
  return { id, deleted: result.deleted };
}
