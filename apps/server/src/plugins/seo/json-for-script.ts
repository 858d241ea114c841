/**
 * JSON for a `<script type="application/json">`: it ends at the first `</script` whatever the JSON says, and
 * what it carries includes what users wrote (a profile's text). Every `<`, `>` and `&` is written as its
 * JSON escape, which JSON.parse reads back as the same character; U+2028 and U+2029 likewise, for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
