import { z } from 'zod';
import { pathId } from './fields.ts';

/** Tabs of the files modal: every file on the viewer's projects, one project's files, the other party's. */
export const fileScopes = ['all', 'project', 'share'] as const;
export type FileScope = (typeof fileScopes)[number];

export const projectFileSchema = z.object({
  id: z.number(),
  original_filename: z.string(),
  mime_type: z.string(),
  size: z.number(),
  project_id: z.number(),
  /** Whether the viewer uploaded it (only the owner, or an employee, may delete it). */
  owner: z.boolean(),
  owner_user_id: z.number(),
  created_at: z.string(),
});
export type ProjectFile = z.infer<typeof projectFileSchema>;

export const fileListQuerySchema = z.object({
  scope: z.enum(fileScopes).default('all'),
  projectId: pathId().optional(),
});
export type FileListQuery = z.infer<typeof fileListQuerySchema>;

export const fileResponseSchema = z.object({ data: projectFileSchema });
export const fileListResponseSchema = z.object({ rows: z.array(projectFileSchema), total: z.number() });

/**
 * POST /files may name the project in the query instead of a field before the file: either way the
 * server knows it before the first byte of the file (decision 013).
 */
export const fileUploadQuerySchema = z.object({
  projectId: pathId().optional(),
});
export type FileUploadQuery = z.infer<typeof fileUploadQuerySchema>;

/** Multipart field names of the upload calls, shared so the web app sends what the server reads. */
export const fileUploadFields = { file: 'file', projectId: 'projectId', avatar: 'avatar' } as const;

/** Avatar variants (square, pixels); the largest is the one `avatars.primary` points at. */
export const avatarSizes = [64, 160, 400] as const;
