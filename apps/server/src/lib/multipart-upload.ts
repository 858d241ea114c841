import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, validationFailed } from './app-error.ts';

export interface ReceivedFile {
  /** A temporary file the caller must move into storage or remove (`discard`). */
  tmpPath: string;
  /** The name the client sent, unsanitised: for display after `displayFilename`, never for paths. */
  filename: string;
  size: number;
  discard(): Promise<void>;
}

export interface ReceiveOptions {
  fileField: string;
  maxBytes: number;
  tmpDir: string;
  /** Bytes per text field (default 1000); a longer value is refused as `validation.max`, never cut. */
  fieldSize?: number;
  /**
   * Called with every text field as it arrives, before any later file part is read, so a caller can
   * refuse (throw) before a large file is streamed to disk when the client sends fields first.
   */
  onField?: (name: string, value: string) => Promise<void> | void;
  /**
   * Called when the file part starts, before a byte of it is written: the last chance to refuse (throw)
   * an upload whose authorisation is not settled by then.
   */
  beforeFile?: () => Promise<void> | void;
}

/**
 * Streams the one file of a multipart request to a temporary file, cutting it off at `maxBytes`
 * (413 FILE_TOO_LARGE) instead of buffering it. Other text fields are collected; unexpected file parts
 * are drained and ignored. A request without the file field is a 422 with `validation.required`.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: ReceiveOptions,
): Promise<{ file: ReceivedFile; fields: Record<string, string> }> {
  const { file, fields } = await receiveOptionalUpload(request, options);
  if (!file) throw validationFailed({ [options.fileField]: ['validation.required'] });
  return { file, fields };
}

/**
 * As `receiveUpload`, but a request without the file is fine (`file` undefined): an update that keeps
 * the stored image. Still multipart only.
 */
export async function receiveOptionalUpload(
  request: FastifyRequest,
  options: ReceiveOptions,
): Promise<{ file: ReceivedFile | undefined; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw validationFailed({ [options.fileField]: ['validation.required'] });
  const fields: Record<string, string> = {};
  let received: ReceivedFile | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: options.maxBytes, files: 2, fields: 10, fieldSize: options.fieldSize ?? 1000, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') continue;
        // The parser cuts a value at fieldSize without failing; a cut text must not be stored as if whole.
        if (part.valueTruncated) throw validationFailed({ [part.fieldname]: ['validation.max'] });
        fields[part.fieldname] = part.value;
        await options.onField?.(part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== options.fileField || received) {
        part.file.resume();
        continue;
      }
      await options.beforeFile?.();
      const tmpPath = path.join(options.tmpDir, `upload-${randomBytes(12).toString('hex')}`);
      const discard = () => rm(tmpPath, { force: true });
      received = { tmpPath, filename: part.filename ?? '', size: 0, discard };
      let size = 0;
      part.file.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      await pipeline(part.file, createWriteStream(tmpPath));
      if (part.file.truncated) throw new AppError('FILE_TOO_LARGE');
      received.size = size;
    }
  } catch (error) {
    await received?.discard();
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
    // Truncated or malformed multipart data, too many parts: the client's fault.
    if (typeof code === 'string' && code.startsWith('FST_')) {
      throw validationFailed({ [options.fileField]: ['validation.format'] });
    }
    throw error;
  }
  return { file: received, fields };
}

/**
 * The client's file name made safe to show and to send back in Content-Disposition: the last path
 * segment only, no control or reserved characters, at most 200 characters with the extension kept.
 * Letters of any language (æ, ø, å) stay.
 */
export function displayFilename(raw: string): string {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (name.length > 200) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, 200 - ext.length) + ext;
  }
  return name || 'fil';
}

/** The lower-case extension of a file name without the dot, or ''. */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
}
