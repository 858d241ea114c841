import { type LoggedError, logSafeError } from './log-safe-error.ts';

/**
 * A failure before the app's logger exists (or of the logger itself), printed through the log's allow-list
 * (decision 041): the start's own queries can fail on a production database, and a failed query's message
 * and properties carry its values. The type, the masked message, the frames and the codes, for each cause.
 */
export function describeStartFailure(error: unknown): string {
  const parts: string[] = [];
  for (let e: LoggedError | undefined = logSafeError(error); e; e = e.cause) {
    const codes = [e.code && `code ${e.code}`, e.constraint && `constraint ${e.constraint}`].filter(Boolean).join(', ');
    parts.push(
      `${parts.length > 0 ? 'Caused by: ' : ''}${e.stack || `${e.type}: ${e.message}`}${codes ? `\n    (${codes})` : ''}`,
    );
  }
  return `Studiekraft did not start.\n${parts.join('\n')}\n`;
}
