import { limits } from '@studiekraft/shared/constants/limits';
import { ApiError } from '../../lib/api-client.ts';
import type { TranslationKey } from '../../lib/i18n-keys.ts';

/** What the client can refuse before sending: too large, or the project already has its 20 files. */
export function clientUploadProblem(file: File, projectFileCount: number): TranslationKey | null {
  if (file.size > limits.fileMaxBytes) return 'files.upload.tooLarge';
  if (projectFileCount >= limits.filesPerProject) return 'files.upload.limitReached';
  return null;
}

/** The toast text of a failed upload: the server's reason where it gave one, else the spec's texts. */
export function uploadErrorKey(error: unknown): TranslationKey {
  if (!(error instanceof ApiError)) return 'files.upload.failed';
  if (error.code === 'NETWORK_ERROR') return 'files.upload.network';
  if (error.status === 415) return 'files.upload.unsupported';
  if (error.status === 413) return 'files.upload.tooLarge';
  if (error.status === 409) return 'files.upload.limitReached';
  return 'files.upload.failed';
}
