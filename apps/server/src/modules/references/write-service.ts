import { limits } from '@studiekraft/shared/constants/limits';
import type { FieldErrors } from '@studiekraft/shared/errors';
import { referenceImagePx, referenceTextSchema, referenceUploadFields } from '@studiekraft/shared/schemas/references';
import type { Reference } from '@studiekraft/shared/schemas/students';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { forbidden, notFound, validationFailed } from '../../lib/app-error.ts';
import { displayFilename, type ReceivedFile, receiveOptionalUpload } from '../../lib/multipart-upload.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { encodeWebp, readImageSize } from '../../lib/webp-image.ts';
import { isEmployee } from '../../plugins/auth.ts';
import { newStorageKey } from '../../plugins/storage.ts';
import { detectAvatarType } from '../files/file-types.ts';
import { findStudentVisibility } from '../student-profiles/student-repository.ts';
import { presentReference } from './presenter.ts';
import {
  countReferences,
  countReferencesLocked,
  deleteReference,
  findReference,
  insertReference,
  type ReferenceRow,
  updateReference,
} from './repository.ts';

/** A reference photo straight from a phone is a few MB; the pixel limit (1500x1500) keeps real ones far below. */
export const referenceImageMaxBytes = 10 * 1024 * 1024;

const limitReached = () => validationFailed({ references: ['validation.max'] });

const audited = (row: ReferenceRow) => ({ student_id: row.student_id, title: row.title, text: row.text, link: row.link });

/**
 * An employee's change to a student's reference goes into the audit log (decision 018), in the change's
 * transaction; the student's own changes do not (the log records staff actions).
 */
async function auditStaffChange(
  tx: DbOrTx,
  viewer: AccessClaims,
  action: 'reference.created' | 'reference.updated' | 'reference.deleted',
  referenceId: number,
  change: { before?: ReferenceRow; after?: ReferenceRow },
) {
  if (!isEmployee(viewer)) return;
  await recordAudit(tx, viewer.userId, {
    action,
    entity: { type: 'reference', id: referenceId },
    before: change.before ? audited(change.before) : null,
    after: change.after ? audited(change.after) : null,
  });
}

/**
 * The profile owner or an employee (spec section 6), settled before a byte of the upload is read
 * (decision 013). A student that does not exist is a 404 for those who may manage references at all.
 */
async function assertMayManageReferences(deps: Pick<Deps, 'db'>, viewer: AccessClaims, studentId: number) {
  const student = await findStudentVisibility(deps.db, studentId);
  if (!student) throw notFound();
  if (!isEmployee(viewer) && student.user_id !== viewer.userId) throw forbidden();
}

function textErrors(fields: Record<string, string>) {
  const link = fields[referenceUploadFields.link] ?? '';
  // Without the switch field (a client that only sends a link), a non-empty link means the switch is on.
  const switchField = fields[referenceUploadFields.hasLink];
  const hasLink = switchField === undefined ? link.trim() !== '' : switchField === 'true' || switchField === '1';
  const parsed = referenceTextSchema.safeParse({
    title: fields[referenceUploadFields.title],
    text: fields[referenceUploadFields.text],
    has_link: hasLink,
    link,
  });
  if (parsed.success) return { values: parsed.data, errors: {} as FieldErrors };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= [issue.message.startsWith('validation.') ? issue.message : 'validation.type'];
  }
  return { values: null, errors };
}

/** JPEG or PNG by content and 600 to 1500 pixels each way; the field code that is wrong, or null. */
async function imageProblem(file: ReceivedFile): Promise<string | null> {
  if (!(await detectAvatarType(file.tmpPath))) return 'validation.type';
  const size = await readImageSize(file.tmpPath);
  if (!size) return 'validation.type';
  if (size.width < referenceImagePx.min || size.height < referenceImagePx.min) return 'validation.dimensions_min';
  if (size.width > referenceImagePx.max || size.height > referenceImagePx.max) return 'validation.dimensions_max';
  return null;
}

/** Reads the form; answers every wrong field at once (text and image), so the form can mark them all. */
async function readReferenceForm(request: FastifyRequest, deps: Pick<Deps, 'uploadTmpDir'>, imageRequired: boolean) {
  const { file, fields } = await receiveOptionalUpload(request, {
    fileField: referenceUploadFields.image,
    maxBytes: referenceImageMaxBytes,
    tmpDir: deps.uploadTmpDir,
    // 750 characters of text may take up to 4 bytes each in UTF-8.
    fieldSize: 4 * limits.referenceTextMax,
  });
  try {
    const { values, errors } = textErrors(fields);
    const method = fields[referenceUploadFields.method];
    if (!imageRequired && method !== undefined && method.toUpperCase() !== 'PUT') {
      errors[referenceUploadFields.method] = ['validation.format'];
    }
    if (file) {
      const problem = await imageProblem(file);
      if (problem) errors[referenceUploadFields.image] = [problem];
    } else if (imageRequired) errors[referenceUploadFields.image] = ['validation.required'];
    if (!values || Object.keys(errors).length > 0) throw validationFailed(errors);
    return { values, file };
  } catch (error) {
    await file?.discard();
    throw error;
  }
}

/** Re-encodes the upload as WebP under `references/` (EXIF gone, upright); the key it was stored under. */
async function storeImage(deps: Pick<Deps, 'storage'>, file: ReceivedFile): Promise<{ key: string; original: string }> {
  let bytes: Buffer;
  try {
    bytes = await encodeWebp(file.tmpPath);
  } catch {
    // Truncated or corrupt image data behind valid magic bytes and header.
    throw validationFailed({ [referenceUploadFields.image]: ['validation.type'] });
  }
  const key = newStorageKey('references', 'webp');
  await deps.storage.put(key, bytes);
  return { key, original: displayFilename(file.filename) };
}

async function deleteImage(deps: Pick<Deps, 'log' | 'storage'>, key: string | null | undefined) {
  if (!key) return;
  await deps.storage.delete(key).catch((error) => deps.log.warn({ err: error, key }, 'reference image not deleted'));
}

/** POST /students/:id/references: a new reference, at most 6 per student (spec section 9). */
export async function createReference(
  deps: Deps,
  viewer: AccessClaims,
  studentId: number,
  request: FastifyRequest,
): Promise<Reference> {
  await assertMayManageReferences(deps, viewer, studentId);
  const { db } = deps;
  // Early and cheap, before the upload is read; the count that decides is the locked one below.
  if ((await countReferences(db, studentId)) >= limits.referencesPerStudent) throw limitReached();
  const { values, file } = await readReferenceForm(request, deps, true);
  if (!file) throw validationFailed({ [referenceUploadFields.image]: ['validation.required'] });
  let stored: { key: string; original: string } | undefined;
  try {
    stored = await storeImage(deps, file);
    const image = stored;
    const row = await db.transaction(async (tx) => {
      const existing = await countReferencesLocked(tx, studentId);
      if (existing === null) throw notFound();
      if (existing >= limits.referencesPerStudent) throw limitReached();
      const inserted = await insertReference(tx, studentId, {
        ...values,
        media_path: image.key,
        media_original_file: image.original,
      });
      await auditStaffChange(tx, viewer, 'reference.created', inserted.id, { after: inserted });
      return inserted;
    });
    return presentReference(row);
  } catch (error) {
    await deleteImage(deps, stored?.key);
    throw error;
  } finally {
    await file.discard();
  }
}

/**
 * POST /students/:id/references/:refId with `_method=PUT`: title, text and link replaced; the image only
 * when a new one is sent, and then the old file is deleted once the row points at the new one.
 */
export async function replaceReference(
  deps: Deps,
  viewer: AccessClaims,
  studentId: number,
  referenceId: number,
  request: FastifyRequest,
): Promise<Reference> {
  await assertMayManageReferences(deps, viewer, studentId);
  const { db } = deps;
  const current = await findReference(db, studentId, referenceId);
  if (!current) throw notFound();
  const { values, file } = await readReferenceForm(request, deps, false);
  let stored: { key: string; original: string } | undefined;
  try {
    if (file) stored = await storeImage(deps, file);
    const image = stored;
    const row = await db.transaction(async (tx) => {
      const updated = await updateReference(tx, studentId, referenceId, {
        ...values,
        ...(image ? { media_path: image.key, media_original_file: image.original } : {}),
      });
      if (!updated) throw notFound();
      await auditStaffChange(tx, viewer, 'reference.updated', referenceId, { before: current, after: updated });
      return updated;
    });
    if (stored && current.media_path !== stored.key) await deleteImage(deps, current.media_path);
    return presentReference(row);
  } catch (error) {
    await deleteImage(deps, stored?.key);
    throw error;
  } finally {
    await file?.discard();
  }
}

/** DELETE /students/:id/references/:refId: the row, then its stored image. */
export async function removeReference(
  deps: Pick<Deps, 'db' | 'log' | 'storage'>,
  viewer: AccessClaims,
  studentId: number,
  referenceId: number,
) {
  await assertMayManageReferences(deps, viewer, studentId);
  const row = await deps.db.transaction(async (tx) => {
    const deleted = await deleteReference(tx, studentId, referenceId);
    if (!deleted) throw notFound();
    await auditStaffChange(tx, viewer, 'reference.deleted', referenceId, { before: deleted });
    return deleted;
  });
  await deleteImage(deps, row.media_path);
  return presentReference(row);
}
