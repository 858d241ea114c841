import { type SiteSettings, siteSettingFields } from '@studiekraft/shared/schemas/site-settings';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

const columns = Object.fromEntries(siteSettingFields.map((field) => [field, siteSettings[field]])) as {
  [F in keyof SiteSettings]: (typeof siteSettings)[F];
};

/** The one row, or undefined before anyone has saved (a new deployment). */
export async function findSiteSettings(db: DbOrTx): Promise<SiteSettings | undefined> {
  const [row] = await db.select(columns).from(siteSettings).where(eq(siteSettings.id, 1));
  return row;
}

/** The row locked for an update, created empty first if it does not exist yet. */
export async function lockSiteSettings(tx: DbOrTx): Promise<SiteSettings> {
  await tx.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select(columns).from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
  if (!row) throw new Error('site settings row missing');
  return row;
}

export async function saveSiteSettings(tx: DbOrTx, values: SiteSettings) {
  await tx.update(siteSettings).set(values).where(eq(siteSettings.id, 1));
}
