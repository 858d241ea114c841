/**
 * Dependencies only a few requests need, imported on their first use instead of at start (issue 14:
 * together they were about a second of a warm `npm start`, for routes most processes never serve).
 * Only here: the call is `import('<package>')` itself, because esbuild, which compiles the server for
 * `npm start` with npm packages external (decision 031), would hoist a static import of an external
 * package to the top of the bundle even from a lazily imported source file. A failed import is not kept,
 * so the next call tries again.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** pdfkit: invoice and credit-note PDFs (modules/invoices/invoice-pdf.ts). */
export const loadPdfkit = onFirstUse(() => import('pdfkit').then((m) => m.default));

/** archiver: the personal-data export's ZIP (modules/users/export-user-data.ts). */
export const loadArchiver = onFirstUse(() => import('archiver'));

/** sharp: uploaded avatars and reference images re-encoded as WebP (lib/webp-image.ts). */
export const loadSharp = onFirstUse(() => import('sharp').then((m) => m.default));

/** nodemailer: only with SMTP_URL, when the first mail is sent (emails/smtp-transport.ts). */
export const loadNodemailer = onFirstUse(() => import('nodemailer').then((m) => m.default));

/** ioredis: only with REDIS_URL (plugins/rate-limit.ts); a process without Redis never loads it. */
export const loadIoredis = onFirstUse(() => import('ioredis'));

/** Scalar: the API reference page, built on its first request (plugins/api-docs.ts). */
export const loadScalar = onFirstUse(() => import('@scalar/fastify-api-reference').then((m) => m.default));
