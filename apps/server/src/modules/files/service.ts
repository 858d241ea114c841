import { limits } from '@studiekraft/shared/constants/limits';
import type { FileListQuery, FileUploadQuery, ProjectFile } from '@studiekraft/shared/schemas/files';
import { fileUploadFields } from '@studiekraft/shared/schemas/files';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/app-error.ts';
import { displayFilename, extensionOf, receiveUpload } from '../../lib/multipart-upload.ts';
import { isEmployee } from '../../plugins/auth.ts';
import { newStorageKey } from '../../plugins/storage.ts';
import { detectProjectFileType, downloadName } from './file-types.ts';
import { contentDisposition, presentProjectFile } from './presenter.ts';
import {
  countProjectFiles,
  deleteProjectFile,
  type FileListFilter,
  findProjectFile,
  findProjectParties,
  insertProjectFile,
  listProjectFiles,
  lockProject,
  type ProjectParties,
} from './repository.ts';

const isParticipant = (parties: ProjectParties, viewer: AccessClaims) =>
  parties.customerUserId === viewer.userId || parties.studentUserId === viewer.userId;

/** Participants and employees may see a project's files; everyone else gets 403 (404 for no project). */
async function requireProjectView(deps: Pick<Deps, 'db'>, viewer: AccessClaims, projectId: number) {
  const parties = await findProjectParties(deps.db, projectId);
  if (!parties) throw notFound();
  if (!isParticipant(parties, viewer) && !isEmployee(viewer)) throw forbidden();
  return parties;
}

function parseProjectId(raw: string): number {
  if (raw.trim() === '') throw validationFailed({ projectId: ['validation.required'] });
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw validationFailed({ projectId: ['validation.type'] });
  return id;
}

/**
 * POST /files: only the project's customer and student upload (employees read and tidy up, they do not
 * add; the route turns them away before the body). The project comes in the query or as a field before
 * the file, and authorisation and the 20-file limit are settled before a byte of the file is written; a
 * file part that arrives first is refused (422 projectId). The limit is checked again under a lock on
 * the project row before the row is inserted.
 */
export async function uploadProjectFile(
  deps: Pick<Deps, 'db' | 'storage' | 'uploadTmpDir'>,
  viewer: AccessClaims,
  request: FastifyRequest,
  query: FileUploadQuery,
): Promise<ProjectFile> {
  let projectId: number | undefined;
  const authorise = async (id: number) => {
    const parties = await findProjectParties(deps.db, id);
    if (!parties) throw notFound();
    if (!isParticipant(parties, viewer)) throw forbidden();
    if ((await countProjectFiles(deps.db, id)) >= limits.filesPerProject) throw new AppError('LIMIT_REACHED');
    projectId = id;
  };
  if (query.projectId !== undefined) await authorise(query.projectId);
  const { file } = await receiveUpload(request, {
    fileField: fileUploadFields.file,
    maxBytes: limits.fileMaxBytes,
    tmpDir: deps.uploadTmpDir,
    onField: async (name, value) => {
      if (name !== fileUploadFields.projectId) return;
      const id = parseProjectId(value);
      // Named twice, it must be the same project: the query one is what was authorised.
      if (query.projectId !== undefined && id !== query.projectId) throw validationFailed({ projectId: ['validation.format'] });
      if (projectId === undefined) await authorise(id);
    },
    beforeFile: () => {
      if (projectId === undefined) throw validationFailed({ projectId: ['validation.required'] });
    },
  });
  try {
    // beforeFile saw to it; this only tells the compiler.
    const target = projectId;
    if (target === undefined) throw validationFailed({ projectId: ['validation.required'] });
    const filename = displayFilename(file.filename);
    const mime = await detectProjectFileType(file.tmpPath, extensionOf(filename));
    if (!mime) throw new AppError('UNSUPPORTED_FILE');
    const key = newStorageKey('files');
    await deps.storage.putFile(key, file.tmpPath);
    try {
      const row = await deps.db.transaction(async (tx) => {
        await lockProject(tx, target);
        if ((await countProjectFiles(tx, target)) >= limits.filesPerProject) throw new AppError('LIMIT_REACHED');
        return insertProjectFile(tx, {
          project_id: target,
          owner_user_id: viewer.userId,
          original_filename: filename,
          storage_key: key,
          mime_type: mime,
          size: file.size,
        });
      });
      return presentProjectFile(row, viewer.userId);
    } catch (error) {
      await deps.storage.delete(key);
      throw error;
    }
  } finally {
    await file.discard();
  }
}

/**
 * GET /files. Participants: 'all' = every file on their projects, 'project' = one project's, 'share' =
 * what the other party uploaded (optionally on one project). Employees take part in no project, so
 * they must name one; they then see its files ('share': those not uploaded by themselves).
 */
export async function listFiles(deps: Pick<Deps, 'db'>, viewer: AccessClaims, query: FileListQuery) {
  const filter: FileListFilter = {};
  if (query.scope === 'project' && query.projectId === undefined) throw new AppError('INVALID_QUERY');
  if (query.projectId !== undefined) {
    await requireProjectView(deps, viewer, query.projectId);
    filter.projectId = query.projectId;
  } else if (isEmployee(viewer)) {
    throw new AppError('INVALID_QUERY');
  } else {
    filter.participantUserId = viewer.userId;
  }
  if (query.scope === 'share') filter.notOwnedBy = viewer.userId;
  const rows = await listProjectFiles(deps.db, filter);
  return { rows: rows.map((row) => presentProjectFile(row, viewer.userId)), total: rows.length };
}

/** GET /files/:id: the bytes with the headers a browser needs to save, not render, them. */
export async function openProjectFile(deps: Pick<Deps, 'db' | 'log' | 'storage'>, viewer: AccessClaims, id: number) {
  const row = await findProjectFile(deps.db, id);
  if (!row) throw notFound();
  await requireProjectView(deps, viewer, row.project_id);
  const stored = await deps.storage.get(row.storage_key);
  if (!stored) {
    deps.log.warn({ fileId: row.id }, 'project file missing from storage');
    throw notFound();
  }
  const contentType = row.mime_type.startsWith('text/') ? `${row.mime_type}; charset=utf-8` : row.mime_type;
  return {
    stream: stored.stream,
    size: stored.size,
    contentType,
    disposition: contentDisposition(downloadName(row.original_filename, row.mime_type)),
  };
}

/** DELETE /files/:id: the uploader, or an employee tidying up; the other party may not. */
export async function removeProjectFile(deps: Pick<Deps, 'db' | 'log' | 'storage'>, viewer: AccessClaims, id: number) {
  const row = await findProjectFile(deps.db, id);
  if (!row) throw notFound();
  if (row.owner_user_id !== viewer.userId && !isEmployee(viewer)) throw forbidden();
  const deleted = await deleteProjectFile(deps.db, id);
  if (!deleted) throw notFound();
  // After the row is gone: a failed unlink leaves an orphan on disk, never a row without bytes.
  await deps.storage
    .delete(deleted.storage_key)
    .catch((error) => deps.log.warn({ err: error, fileId: id }, 'file unlink failed'));
  return presentProjectFile(deleted, viewer.userId);
}
