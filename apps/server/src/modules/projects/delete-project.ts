import type { DeletedProject } from '@studiekraft/shared/schemas/projects';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { deleteProjectRow, lockProjectForDeletion, projectHasInvoice } from './staff-correction-repository.ts';

/**
 * DELETE /projects/:id (staff, issue 36): a spam or duplicate project goes, with its conversation, messages,
 * events and files. A project with an invoice or credit note is bookkeeping: 409 PROJECT_INVOICED, it can
 * only be closed. The row is locked first, so a finalize racing the deletion either invoices first (and the
 * deletion is refused) or finds no project. The audit entry keeps what went; the stored files are removed
 * after the commit (a failed unlink leaves an orphan on disk, never a row without bytes).
 */
export async function deleteProject(
  deps: Pick<Deps, 'db' | 'log' | 'storage'>,
  viewer: AccessClaims,
  projectId: number,
): Promise<DeletedProject> {
  const gone = await deps.db.transaction(async (tx) => {
    const project = await lockProjectForDeletion(tx, projectId);
    if (!project) throw notFound();
    if (await projectHasInvoice(tx, projectId)) throw new AppError('PROJECT_INVOICED');
    await deleteProjectRow(tx, projectId);
    await recordAudit(tx, viewer.userId, {
      action: 'project.deleted',
      entity: { type: 'project', id: projectId },
      before: {
        name: project.name,
        status: project.status,
        skill_id: project.skill_id,
        customer_id: project.customer_id,
        student_id: project.student_id,
        messages: project.messages,
        files: project.storageKeys.length,
      },
    });
    return project;
  });
  for (const key of gone.storageKeys) {
    await deps.storage.delete(key).catch((error) => deps.log.warn({ err: error, projectId }, 'file unlink failed'));
  }
  return { id: gone.id, name: gone.name, messages: gone.messages, files: gone.storageKeys.length };
}
