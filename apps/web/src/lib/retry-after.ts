/**
 * A Retry-After header in whole seconds from now (RFC 9110: a number of seconds, or an HTTP date), or
 * undefined when there is none or it cannot be read. The server's limits send seconds; a proxy in front
 * may send a date.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  // HTTP dates are in GMT and say so; Date.parse alone would also take '-5' or '1.5' for a date.
  if (!text.endsWith('GMT')) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}
