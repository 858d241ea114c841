import type { Role, World } from './route-world.ts';

/** The OpenAPI document and reference page: a description of the API, whose schemas name every field. */
export const isApiDocs = (url: string) => url.startsWith('/api/docs');

/** Keys that never leave the server, for anybody: credentials, their fingerprints and where bytes are stored. */
const neverKeys = new Set(['password', 'password_hash', 'token_hash', 'storage_key', 'session_version', 'crd', 'refresh_token']);
/** Staff's own words about people and projects. */
const staffOnlyKeys = new Set(['notes']);
const isEmailKey = (key: string) => key === 'email' || key.endsWith('_email');

/**
 * What an answer shows that its caller may not see (issue 33): a credential anywhere; for everyone but
 * staff, staff notes and any e-mail address but the caller's own (or one the request itself carried,
 * as a registration echoes the address it was given). Returns the offending paths.
 */
export function leakedFields(status: number, body: unknown, role: Role, world: World, sent: unknown): string[] {
  // A refusal is `{ message, errors? }`: its keys name the fields the caller sent, never anyone's data.
  if (status >= 400) return [];
  const staff = role === 'employee';
  const own = role === 'anonymous' ? null : world.users[role].email.toLowerCase();
  const echoed = JSON.stringify(sent ?? '').toLowerCase();
  const found: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, `${path}[${index}]`);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      const at = `${path}.${key}`;
      if (neverKeys.has(key)) found.push(at);
      else if (!staff && staffOnlyKeys.has(key) && inner !== null && inner !== '') found.push(at);
      else if (!staff && isEmailKey(key) && typeof inner === 'string' && inner !== '') {
        const address = inner.toLowerCase();
        if (address !== own && !echoed.includes(address)) found.push(`${at} (${inner})`);
      }
      walk(inner, at);
    }
  };
  walk(body, '$');
  return found;
}
