import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { downloadName } from '../files/file-types.ts';
import { contentDisposition } from '../files/presenter.ts';
import { presentApplication } from './presenter.ts';
import { findApplication, findApplicationSkills } from './repository.ts';

/** GET /students/:id/application (employees): the applicant, the form and where it stands; 404 without one. */
export async function getApplication(db: DbOrTx, studentId: number) {
  const row = await findApplication(db, studentId);
  if (!row) throw notFound();
  return presentApplication(row, await findApplicationSkills(db, studentId));
}

/**
 * GET /students/:id/application/files/:index (employees): one of the applicant's PDFs as an attachment
 * under its original (cleaned) name. Only PDFs were ever stored (checked by content on upload).
 */
export async function openApplicationFile(deps: Pick<Deps, 'db' | 'log' | 'storage'>, studentId: number, index: number) {
  const row = await findApplication(deps.db, studentId);
  const file = row?.files[index];
  if (!file) throw notFound();
  const stored = await deps.storage.get(file.path).catch(() => null);
  if (!stored) {
    deps.log.warn({ studentId, index }, 'application file missing from storage');
    throw notFound();
  }
  return {
    stream: stored.stream,
    size: stored.size,
    disposition: contentDisposition(downloadName(file.original_filename, 'application/pdf')),
  };
}
