import type { Db } from '../../db/client.ts';
import { insertMissingDefaultRates } from './repository.ts';

/**
 * Writes decision 026's default share for every level without one, at start (after the catalogue). Only
 * missing rows are inserted (ON CONFLICT DO NOTHING), so a restart or two processes starting at once never
 * overwrite a share staff have set.
 */
export async function ensurePayoutRates(db: Db): Promise<{ inserted: number }> {
  return { inserted: await insertMissingDefaultRates(db) };
}
