// sharp is imported on first use, by the few requests that carry an image.

// Decompression-bomb guard: a small file that claims to be 100k x 100k pixels is refused before decoding.
const maxInputPixels = 50_000_000;

/** Width and height from the image header, or null when the bytes are not an image sharp can read. */
export async function readImageSize(filePath: string): Promise<{ width: number; height: number } | null> {
  const { default: sharp } = await import('sharp');
  try {
    const { width = 0, height = 0 } = await sharp(filePath, { limitInputPixels: maxInputPixels }).metadata();
    return { width, height };
  } catch {
    return null;
  }
}

/**
 * Decodes the whole image and re-encodes it as WebP, optionally cropped to a `square` of that many
 * pixels. Re-encoding drops EXIF and any other metadata (location) the phone wrote; rotate() applies the
 * orientation first so the picture stays upright. Rejects on truncated or corrupt image data.
 */
export async function encodeWebp(filePath: string, options: { square?: number } = {}): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  let image = sharp(filePath, { limitInputPixels: maxInputPixels, failOn: 'error' }).rotate();
  if (options.square) image = image.resize(options.square, options.square, { fit: 'cover', position: 'attention' });
  return image.webp({ quality: 82 }).toBuffer();
}
