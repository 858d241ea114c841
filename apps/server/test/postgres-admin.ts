import pg from 'pg';

export const templateName = (suffix: string) => `sk_test_tpl_${suffix}`;

/** A small pool on the server's maintenance connection, for creating and dropping test databases. */
export function adminPool(url: string) {
  return new pg.Pool({ connectionString: url, max: 2 });
}
