import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; contentType?: string }
  /** A file of `size` zero bytes, generated as it is read so a 25 MB body is never built in memory. */
  | { name: string; filename: string; zeros: number; contentType?: string };

/**
 * A multipart/form-data body for `app.inject`, built by hand so tests control field order, file names
 * (Danish letters, paths) and claimed content types exactly as a hostile client could.
 */
export function multipart(parts: MultipartPart[]): { payload: Readable; headers: Record<string, string> } {
  const boundary = `----studiekraft${randomBytes(8).toString('hex')}`;
  function* chunks(): Generator<Buffer> {
    for (const part of parts) {
      if ('value' in part) {
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`);
        continue;
      }
      const type = part.contentType ?? 'application/octet-stream';
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      );
      if ('content' in part) yield part.content;
      else {
        const block = Buffer.alloc(1024 * 1024);
        for (let left = part.zeros; left > 0; left -= block.length) yield left >= block.length ? block : block.subarray(0, left);
      }
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { payload: Readable.from(chunks()), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A minimal valid one-page PDF. */
export const minimalPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
