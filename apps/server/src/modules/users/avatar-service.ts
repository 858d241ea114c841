import { limits } from '@studiekraft/shared/constants/limits';
import { avatarSizes, fileUploadFields } from '@studiekraft/shared/schemas/files';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/app-error.ts';
import { receiveUpload } from '../../lib/multipart-upload.ts';
import { encodeWebp, readImageSize } from '../../lib/webp-image.ts';
import { isEmployee } from '../../plugins/auth.ts';
import { newStorageKey } from '../../plugins/storage.ts';
import { findAccount, findUserById } from '../accounts/account-repository.ts';
import { detectAvatarType } from '../files/file-types.ts';
import { assertMayManageUser } from './edit-permission.ts';
import { presentUser } from './user-presenter.ts';

/** Phone photos are a few MB; anything much larger is not an avatar. */
export const avatarMaxBytes = 10 * 1024 * 1024;
const primarySize = Math.max(...avatarSizes);

/**
 * Variants share one random folder, `avatars/<hex>/<size>.webp`; users.avatar_path points at the
 * largest, and the others are derived by swapping the size.
 */
const variantPattern = /^(avatars\/[0-9a-f]{32})\/\d+\.webp$/;
export const avatarVariantPath = (avatarPath: string, size: number) => {
  const match = variantPattern.exec(avatarPath);
  return match ? `${match[1]}/${size}.webp` : avatarPath;
};

async function renderVariants(deps: Pick<Deps, 'storage'>, tmpPath: string): Promise<{ primary: string; keys: string[] }> {
  const size = await readImageSize(tmpPath);
  if (!size) throw new AppError('UNSUPPORTED_FILE');
  if (size.width < limits.avatarMinPx || size.height < limits.avatarMinPx) throw validationFailed({ avatar: ['validation.min'] });
  const folder = newStorageKey('avatars');
  const keys: string[] = [];
  try {
    for (const square of avatarSizes) {
      const bytes = await encodeWebp(tmpPath, { square });
      const key = `${folder}/${square}.webp`;
      await deps.storage.put(key, bytes);
      keys.push(key);
    }
  } catch (error) {
    await Promise.all(keys.map((key) => deps.storage.delete(key)));
    if (error instanceof AppError) throw error;
    // Truncated or corrupt image data that passed the magic-byte check.
    throw new AppError('UNSUPPORTED_FILE');
  }
  return { primary: `${folder}/${primarySize}.webp`, keys };
}

async function deleteAvatarFiles(deps: Pick<Deps, 'log' | 'storage'>, avatarPath: string) {
  const keys = variantPattern.test(avatarPath) ? avatarSizes.map((size) => avatarVariantPath(avatarPath, size)) : [avatarPath];
  for (const key of keys) {
    await deps.storage.delete(key).catch((error) => deps.log.warn({ err: error }, 'old avatar not deleted'));
  }
}

/**
 * POST /users/avatar/:id: the user themself, or an employee for a customer or student, replaces the
 * avatar. Everything about who may upload is decided before the file is read (decision 013).
 */
export async function uploadAvatar(
  deps: Pick<Deps, 'db' | 'log' | 'storage' | 'uploadTmpDir'>,
  viewer: AccessClaims,
  userId: number,
  request: FastifyRequest,
) {
  if (viewer.userId !== userId && !isEmployee(viewer)) throw forbidden();
  const { db } = deps;
  const target = await findUserById(db, userId);
  if (!target) throw notFound();
  assertMayManageUser(viewer, target);
  const { file } = await receiveUpload(request, {
    fileField: fileUploadFields.avatar,
    maxBytes: avatarMaxBytes,
    tmpDir: deps.uploadTmpDir,
  });
  try {
    if (!(await detectAvatarType(file.tmpPath))) throw new AppError('UNSUPPORTED_FILE');
    const variants = await renderVariants(deps, file.tmpPath);
    const previous = await findUserById(db, userId);
    const [updated] = await db.update(users).set({ avatar_path: variants.primary }).where(eq(users.id, userId)).returning();
    if (!updated) {
      await Promise.all(variants.keys.map((key) => deps.storage.delete(key)));
      throw notFound();
    }
    if (previous?.avatar_path && previous.avatar_path !== variants.primary) await deleteAvatarFiles(deps, previous.avatar_path);
    return presentUser(updated, await findAccount(db, updated));
  } finally {
    await file.discard();
  }
}
