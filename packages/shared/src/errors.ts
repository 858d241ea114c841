/**
 * Machine-readable error codes of the API (ARCHITECTURE.md section 4). The server sends them as
 * `{ message: CODE, errors?: { field: [code] } }`; the web app maps them to the Danish texts.
 */
export const errorCodes = [
  'INVALID_QUERY',
  'INVALID_CREDENTIALS',
  'NOT_CONFIRMED',
  'UNAUTHENTICATED',
  'SESSION_REVOKED',
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
  'RATING_EXISTS',
  'RATING_NOT_EDITABLE',
  'PROJECT_NOT_FINALIZED',
  'APPLICATION_DECIDED',
  'INVOICE_SETTLED',
  'PROJECT_INVOICED',
  'OPEN_PROJECTS',
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
  /** The token was signed before its user was deactivated, erased or changed login details (decision 016). */
  SESSION_REVOKED: 401,
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
  /** The project already has its one rating; the customer edits it instead (decision 020). */
  RATING_EXISTS: 409,
  /** The 14 days in which a customer may change their own rating have passed (decision 020). */
  RATING_NOT_EDITABLE: 409,
  /** Only a finalized project can be rated. */
  PROJECT_NOT_FINALIZED: 409,
  /** The student application is already accepted or rejected; neither can be undone (decision 023). */
  APPLICATION_DECIDED: 409,
  /** The invoice is paid or credited (or is a credit note): it cannot be paid or credited again (decision 025). */
  INVOICE_SETTLED: 409,
  /** The project has an invoice or credit note: it is bookkeeping and cannot be deleted, only closed (issue 36). */
  PROJECT_INVOICED: 409,
  /** The user still has an open project; it must be finalized or closed before the account is deleted (decision 027). */
  OPEN_PROJECTS: 409,
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
  /** An about text that carries a web address ('Teksten må ikke indeholde webadresser', decision 021). */
  'validation.no_web_address',
  /** An image smaller than the minimum width and height (reference images, spec section 5). */
  'validation.dimensions_min',
  /** An image larger than the maximum width and height. */
  'validation.dimensions_max',
  /** A date of birth less than the minimum age ago (students: 17 years, spec sections 5 and 9). */
  'validation.min_age',
  /** No skill chosen on the applicant form ('Du skal vælge mindst én færdighed.', decision 023). */
  'validation.skills_min',
  /** Skills from more than 2 skill groups on the applicant form. */
  'validation.skill_groups_max',
  /** The terms were not accepted. */
  'validation.terms',
  /** An uploaded file is not of the allowed type, judged by its content (applicant files: PDF only). */
  'validation.file_type',
  /** An uploaded file is not under the size limit (applicant files: under 2 MB each). */
  'validation.file_size',
] as const;

export type FieldErrorCode = (typeof fieldErrorCodes)[number];

export type FieldErrors = Record<string, string[]>;

export interface ApiErrorBody {
  message: ErrorCode;
  errors?: FieldErrors;
}
