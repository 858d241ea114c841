import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, validationFailed } from './app-error.ts';

export interface ReceivedPart {
  /** A temporary file the caller must move into storage or remove (`discardFiles`). */
  tmpPath: string;
  /** The name the client sent, unsanitised: for display after `displayFilename`, never for paths. */
  filename: string;
  size: number;
  /** The part was cut off at the size limit: the file is too large, its temporary copy incomplete. */
  tooLarge: boolean;
}

export interface ReceiveFilesOptions {
  fileField: string;
  /** Most file parts accepted; one more is a 422 `validation.max` on the file field. */
  maxFiles: number;
  /** A file of this many bytes or more is cut off there and marked `tooLarge` instead of failing the request. */
  maxBytes: number;
  tmpDir: string;
  /** Bytes per text field; a longer value is refused as `validation.max`, never cut. */
  fieldSize: number;
  /** Text fields (a repeated field counts each time). */
  maxFields: number;
}

export const discardFiles = (files: readonly ReceivedPart[]) =>
  Promise.all(files.map((file) => rm(file.tmpPath, { force: true })));

/**
 * Streams every file part of a multipart form to its own temporary file, with the parser's limits set
 * before a byte is read: files beyond `maxFiles`, fields beyond `maxFields` and any field longer than
 * `fieldSize` stop the request; a file reaching `maxBytes` is cut there (so at most `maxBytes` of it ever
 * touches the disk) and reported, so the caller can answer it as a field error with the rest of the form.
 * Text fields are collected as lists, since a field may repeat (`skills=1&skills=2`). File parts under
 * another name are drained unread. On any failure the temporary files written so far are removed.
 */
export async function receiveFiles(
  request: FastifyRequest,
  options: ReceiveFilesOptions,
): Promise<{ files: ReceivedPart[]; fields: Record<string, string[]> }> {
  if (!request.isMultipart()) throw validationFailed({ [options.fileField]: ['validation.required'] });
  const fields: Record<string, string[]> = Object.create(null);
  const files: ReceivedPart[] = [];
  try {
    // throwFileSizeLimit is read from these options at run time (index.js) though the types leave it out.
    const partsOptions = {
      limits: {
        // busboy cuts a file at fileSize bytes; maxBytes - 1 makes a file of exactly maxBytes the first cut one.
        fileSize: options.maxBytes - 1,
        files: options.maxFiles,
        fields: options.maxFields,
        fieldSize: options.fieldSize,
        parts: options.maxFiles + options.maxFields,
      },
      throwFileSizeLimit: false,
    };
    const parts = request.parts(partsOptions);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') continue;
        // The parser cuts a value at fieldSize without failing; a cut text must not be stored as if whole.
        if (part.valueTruncated) throw validationFailed({ [part.fieldname]: ['validation.max'] });
        fields[part.fieldname] ??= [];
        fields[part.fieldname]?.push(part.value);
        continue;
      }
      if (part.fieldname !== options.fileField) {
        part.file.resume();
        continue;
      }
      const tmpPath = path.join(options.tmpDir, `upload-${randomBytes(12).toString('hex')}`);
      const received: ReceivedPart = { tmpPath, filename: part.filename ?? '', size: 0, tooLarge: false };
      files.push(received);
      let size = 0;
      part.file.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      await pipeline(part.file, createWriteStream(tmpPath));
      received.size = size;
      received.tooLarge = part.file.truncated;
    }
  } catch (error) {
    await discardFiles(files);
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw validationFailed({ [options.fileField]: ['validation.max'] });
    // Too many fields or parts, truncated or malformed multipart data: the client's fault.
    if (typeof code === 'string' && code.startsWith('FST_')) {
      throw validationFailed({ [options.fileField]: ['validation.format'] });
    }
    throw error;
  }
  return { files, fields };
}
