import type { ProjectFile } from '@studiekraft/shared/schemas/files';
import type { ProjectFileRow } from './repository.ts';

/** The fields of a project file that leave the server; never the storage key. */
export function presentProjectFile(row: ProjectFileRow, viewerUserId: number): ProjectFile {
  return {
    id: row.id,
    original_filename: row.original_filename,
    mime_type: row.mime_type,
    size: row.size,
    project_id: row.project_id,
    owner: row.owner_user_id === viewerUserId,
    owner_user_id: row.owner_user_id,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * RFC 6266 / 5987: an ASCII fallback for old clients and the exact UTF-8 name in `filename*`, so
 * 'Tilbud på æbler.pdf' downloads under its own name.
 */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
