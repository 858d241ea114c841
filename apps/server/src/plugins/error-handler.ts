import type { FieldErrors } from '@studiekraft/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { isDataException } from '../lib/db-errors.ts';

function validationToFieldErrors(validation: { instancePath: string; message?: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const v of validation) {
    const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const code = v.message?.startsWith('validation.') ? v.message : 'validation.type';
    errors[field] = [...new Set([...(errors[field] ?? []), code])];
  }
  return errors;
}

/** Whether a parsed params, query or body object holds NUL in a key or a text value (up to 8 levels deep). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  // A loop over own keys, not Object.entries: it runs on every request and most objects are empty.
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (Object.hasOwn(record, key) && (key.includes('\0') || containsNul(record[key], depth + 1))) return true;
  }
  return false;
}

/** Busboy's plain errors for a body that claims to be multipart and is not. */
const malformedMultipart = new Set([
  'Multipart: Boundary not found',
  'Unexpected end of multipart data',
  'Missing Content-Type-header.',
  'Unsupported Content-Type.',
]);

/**
 * The one place that turns any thrown error into the API's error envelope. Expected failures carry a
 * code; anything else is logged and answered with a bare 500 INTERNAL so no detail leaks.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  // PostgreSQL rejects NUL in text; refuse it up front so it is a 4xx and never a database error.
  // A callback hook, not an async one: no promise and microtask per request for a check that never waits.
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.params)) return done(new AppError('NOT_FOUND'));
    if (containsNul(request.query)) return done(new AppError('INVALID_QUERY'));
    if (containsNul(request.body)) return done(new AppError('VALIDATION_FAILED', { _: ['validation.format'] }));
    done();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.code, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext;
      if (context === 'querystring') return reply.status(400).send({ message: 'INVALID_QUERY' });
      if (context === 'params') return reply.status(404).send({ message: 'NOT_FOUND' });
      return reply.status(422).send({ message: 'VALIDATION_FAILED', errors: validationToFieldErrors(error.validation) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: 'TOO_MANY_REQUESTS' });
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: 'FILE_TOO_LARGE' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send({ message: 'UNSUPPORTED_FILE' });
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty body with a JSON content type, bad content length and the like.
      return reply.status(400).send({ message: 'INVALID_QUERY' });
    }
    if (malformedMultipart.has(error.message)) return reply.status(400).send({ message: 'INVALID_QUERY' });
    if (isDataException(error)) {
      // A value PostgreSQL cannot take (out of range, not representable): the input's fault, not ours.
      // Schemas should have caught it, so it is logged for a fix, but the client gets a 4xx.
      request.log.warn({ err: error }, 'database rejected a value the schema let through');
      return reply.status(400).send({ message: 'INVALID_QUERY' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'INTERNAL' });
  });
});
