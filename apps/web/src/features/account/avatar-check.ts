import { limits } from '@studiekraft/shared/constants/limits';

export type AvatarProblem = 'type' | 'size' | 'unreadable';

const allowedTypes = new Set(['image/jpeg', 'image/png']);

/** Decodes the image for its pixel size; createImageBitmap where there is one, else an Image element. */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  }
  const url = URL.createObjectURL(file);
  try {
    return await new Promise((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => reject(new Error('unreadable image'));
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The avatar rule of spec section 5 (jpeg or png, at least 300x300) checked before uploading, so a wrong
 * file gets a precise message at once. The server checks the content again; this is only a courtesy.
 */
export async function checkAvatarFile(file: File): Promise<AvatarProblem | null> {
  if (!allowedTypes.has(file.type)) return 'type';
  try {
    const { width, height } = await readImageSize(file);
    return width >= limits.avatarMinPx && height >= limits.avatarMinPx ? null : 'size';
  } catch {
    return 'unreadable';
  }
}
