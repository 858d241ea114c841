import { type ErrorCode, errorStatus, type FieldErrors } from '@studiekraft/shared/errors';

/** A failure the client is meant to see: its code and HTTP status come from the shared catalogue. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly errors: FieldErrors | undefined;

  constructor(code: ErrorCode, errors?: FieldErrors) {
    super(code);
    this.code = code;
    this.statusCode = errorStatus[code];
    this.errors = errors;
  }
}

export const notFound = () => new AppError('NOT_FOUND');
export const forbidden = () => new AppError('FORBIDDEN');
export const validationFailed = (errors: FieldErrors) => new AppError('VALIDATION_FAILED', errors);
