import { createReadStream } from 'node:fs';
import { fileTypeFromFile } from 'file-type';

/**
 * The allow-list of project file types, judged by content (magic bytes), never by the name or the
 * client's Content-Type, each with the extensions a saved copy may carry (the first is the one a
 * download gets when its name has none of them). The name's extension only breaks two ties that bytes
 * cannot: which Office format a legacy compound file (cfb) is, and whether text without magic bytes is
 * .txt or .csv.
 */
const byDetectedMime: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/zip': ['zip'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
};

// A compound file is also what .msi installers are, so only these extensions make one acceptable.
const legacyOffice: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

const plainText: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

/** Every stored type with its extensions: the content-detected ones and those an extension decides. */
const extensionsByMime: Record<string, readonly string[]> = {
  ...byDetectedMime,
  ...Object.fromEntries(Object.entries({ ...legacyOffice, ...plainText }).map(([extension, mime]) => [mime, [extension]])),
};

/** Valid UTF-8 without NUL bytes, read as a stream so a 25 MB file is never held in memory at once. */
export async function isUtf8Text(filePath: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(filePath)) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** The MIME type to store for an accepted file, or null when the content is not on the allow-list. */
export async function detectProjectFileType(filePath: string, extension: string): Promise<string | null> {
  const detected = await fileTypeFromFile(filePath);
  if (detected) {
    if (detected.mime === 'application/x-cfb') return legacyOffice[extension] ?? null;
    return Object.hasOwn(byDetectedMime, detected.mime) ? detected.mime : null;
  }
  const textMime = plainText[extension];
  if (textMime && (await isUtf8Text(filePath))) return textMime;
  return null;
}

/** Avatars: JPEG or PNG by content. */
export async function detectAvatarType(filePath: string): Promise<'image/jpeg' | 'image/png' | null> {
  const detected = await fileTypeFromFile(filePath);
  return detected?.mime === 'image/jpeg' || detected?.mime === 'image/png' ? detected.mime : null;
}

/**
 * The name a download is saved under: the uploaded name when its extension fits the type found in the
 * bytes, else that name with the type's extension added. A PDF named `faktura.html` is saved as
 * `faktura.html.pdf`, so the saved file opens as what it is, never as a web page (issue 33).
 */
export function downloadName(filename: string, mimeType: string): string {
  const allowed = extensionsByMime[mimeType];
  if (!allowed) return `${filename}.bin`;
  const dot = filename.lastIndexOf('.');
  const extension = dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
  return allowed.includes(extension) ? filename : `${filename}.${allowed[0]}`;
}
