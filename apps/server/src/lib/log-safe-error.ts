/**
 * An error as the log may show it: what tells a developer where and why it failed, never the data it
 * failed on. pino's standard serializer writes the message and every own property, so a failed query
 * logged its values: drizzle's DrizzleQueryError says `Failed query: ... params: <e-mail>,<hash>,...`,
 * PostgreSQL's `detail` says `Key (email)=(anna@firma.dk) already exists.`, and its messages quote the
 * rejected value (`invalid input syntax for type integer: "12ab"`). This is an allow-list instead: the
 * type, a message with values masked, the stack's frames, the codes and the names of the table, column and
 * constraint, and the same of each cause.
 */
export type LoggedError = {
  type: string;
  message: string;
  /** The frames, under the safe message; empty when the error has none. */
  stack: string;
  code?: string;
  statusCode?: number;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  cause?: LoggedError;
};

const maxCauses = 5;

type ErrorLike = {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  severity?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
};

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** SQL literals ('...', with '' inside) masked: the statement's shape stays, the values go. */
const maskSqlLiterals = (sql: string) => sql.replace(/'(?:[^']|'')*'/g, "'…'");

/** PostgreSQL quotes both names and values with double quotes; the names are in their own fields. */
const maskQuoted = (message: string) => message.replace(/"(?:[^"]|"")*"/g, '"…"');

/** PostgreSQL's own error, from either driver: a SQLSTATE and a severity (a Node error's EPIPE has none). */
const isDatabaseError = (error: ErrorLike) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === 'string';

function safeMessage(error: ErrorLike): string {
  const message = text(error.message) ?? '';
  // The database's own error (PGlite's also carries the query and its params: neither is written).
  if (isDatabaseError(error)) return maskQuoted(message);
  // drizzle's wrapper: the statement (placeholders, no values) and never its params.
  if (typeof error.query === 'string' && 'params' in error) return `Failed query: ${maskSqlLiterals(error.query)}`;
  return message;
}

/** The stack's frames under the safe message (V8 starts a stack with `name: message`, over several lines). */
function safeStack(stack: string | undefined, type: string, message: string): string {
  if (!stack) return '';
  const firstFrame = stack.search(/\n\s+at /);
  return `${type}: ${message}${firstFrame === -1 ? '' : stack.slice(firstFrame)}`;
}

export function logSafeError(error: unknown, depth = 0): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: '', stack: '' };
  const e = error as ErrorLike;
  // The class, as pino's own serializer names it (drizzle's wrapper keeps the name 'Error'); one name for
  // the database's errors, whose class PGlite's bundle minifies.
  const type = isDatabaseError(e) ? 'DatabaseError' : error.constructor?.name || text(e.name) || 'Error';
  const message = safeMessage(e);
  const logged: LoggedError = { type, message, stack: safeStack(text(e.stack), type, message) };
  if (typeof e.code === 'string') logged.code = e.code;
  if (typeof e.statusCode === 'number') logged.statusCode = e.statusCode;
  for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
    const value = text(e[key]);
    if (value) logged[key] = value;
  }
  if (e.cause !== undefined && depth < maxCauses) logged.cause = logSafeError(e.cause, depth + 1);
  return logged;
}
