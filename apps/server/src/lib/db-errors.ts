import { AppError } from './app-error.ts';

/**
 * PostgreSQL error details as both drivers report them. Drizzle wraps driver errors (the original sits in
 * `cause`), and pg and PGlite both carry the SQLSTATE in `code` and the violated constraint's name.
 */
interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

function findPgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** SQLSTATE class 22, data exception: a numeric overflow, an invalid date, an untranslatable character. */
export const isDataException = (error: unknown) => {
  const code = findPgError(error)?.code;
  return typeof code === 'string' && code.startsWith('22');
};

/** 23503: the row is still referenced (or references a missing row). */
export const isForeignKeyViolation = (error: unknown) => findPgError(error)?.code === '23503';

function violatedConstraint(error: unknown, code: string): string | undefined {
  const pgError = findPgError(error);
  if (pgError?.code !== code) return undefined;
  return typeof pgError.constraint === 'string' ? pgError.constraint : '';
}

/**
 * Runs a write and turns the constraint violations a client can cause into 422 field codes: a taken
 * unique value is `validation.unique`, a reference to a row that does not exist `validation.format`.
 * The database is the judge, so two concurrent writers cannot both pass a check made beforehand.
 */
export async function withFieldErrors<T>(
  fields: { unique?: Record<string, string>; foreignKey?: Record<string, string> },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const unique = violatedConstraint(error, '23505');
    const uniqueField = unique !== undefined ? fields.unique?.[unique] : undefined;
    if (uniqueField) throw new AppError('VALIDATION_FAILED', { [uniqueField]: ['validation.unique'] });
    const foreignKey = violatedConstraint(error, '23503');
    const referenceField = foreignKey !== undefined ? fields.foreignKey?.[foreignKey] : undefined;
    if (referenceField) throw new AppError('VALIDATION_FAILED', { [referenceField]: ['validation.format'] });
    throw error;
  }
}
