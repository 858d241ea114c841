/**
 * Machine-readable error codes of the API (ARCHITECTURE.md section 4). The server sends them as
 * `{ message: CODE, errors?: { field: [code] } }`; the web app maps them to the Danish texts.
 */
export const errorCodes = [
  'INVALID_QUERY',
  'INVALID_CREDENTIALS',
  'NOT_CONFIRMED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'TOKEN_NOT_FOUND',
  'CONFIRMATION_NOT_FOUND',
  'INVALID_TRANSITION',
  'OFFER_CHANGED',
  'OFFER_EXPIRED',
  'LIMIT_REACHED',
  'CONVERSATION_CLOSED',
  'LAST_ACTIVE_EMPLOYEE',
  'CANNOT_DELETE_SELF',
  'MESSAGE_NOT_EDITABLE',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE',
  'VALIDATION_FAILED',
  'TOO_MANY_REQUESTS',
  'VAT_NOT_FOUND',
  'VAT_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  INVALID_QUERY: 400,
  INVALID_CREDENTIALS: 401,
  NOT_CONFIRMED: 401,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOKEN_NOT_FOUND: 404,
  CONFIRMATION_NOT_FOUND: 404,
  INVALID_TRANSITION: 409,
  OFFER_CHANGED: 409,
  /** The offer is older than the 7 days the terms give it; the student must send it again (decision 014). */
  OFFER_EXPIRED: 409,
  LIMIT_REACHED: 409,
  /** The conversation's project is cancelled or closed: no new messages. */
  CONVERSATION_CLOSED: 409,
  /** Deleting or deactivating this employee would leave nobody to run the back office. */
  LAST_ACTIVE_EMPLOYEE: 409,
  /** An employee cannot delete their own account (another employee must). */
  CANNOT_DELETE_SELF: 409,
  /** The edit window of the sender's own message has passed, or the message is already deleted (decision 018). */
  MESSAGE_NOT_EDITABLE: 409,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE: 415,
  VALIDATION_FAILED: 422,
  TOO_MANY_REQUESTS: 429,
  /** The CVR register does not know the number. */
  VAT_NOT_FOUND: 404,
  /** The CVR register did not answer in time or failed; registration goes on unverified. */
  VAT_UNAVAILABLE: 502,
  INTERNAL: 500,
};

/** Field-level validation codes carried in `errors`. */
export const fieldErrorCodes = [
  'validation.required',
  'validation.email',
  'validation.min',
  'validation.max',
  'validation.unique',
  'validation.format',
  'validation.type',
  /** The current password sent with a change of one's own e-mail or password does not match. */
  'validation.current_password',
  /** The company name of a customer whose VAT number the CVR register confirmed: it changes only with the number. */
  'validation.vat_verified',
] as const;

export type FieldErrorCode = (typeof fieldErrorCodes)[number];

export type FieldErrors = Record<string, string[]>;

export interface ApiErrorBody {
  message: ErrorCode;
  errors?: FieldErrors;
}
