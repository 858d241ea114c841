import {
  emptySiteSettings,
  type SiteSettings,
  siteSettingFields,
  type updateSiteSettingsSchema,
} from '@studiekraft/shared/schemas/site-settings';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { findSiteSettings, lockSiteSettings, saveSiteSettings } from './repository.ts';

/** GET /settings/site (public): the details the public pages show; every field null until staff set it. */
export async function getSiteSettings(deps: Pick<Deps, 'db'>): Promise<SiteSettings> {
  return (await findSiteSettings(deps.db)) ?? emptySiteSettings;
}

/**
 * PUT /settings/site (staff): the fields sent (one left out keeps its value, an empty one is unset), with an audit entry of the fields that
 * changed (none changed writes nothing). The public pages' first screens are renewed by the write itself
 * (decision 046: every write outside the private areas tells them).
 */
export async function updateSiteSettings(
  deps: Pick<Deps, 'db'>,
  viewer: AccessClaims,
  input: z.output<typeof updateSiteSettingsSchema>,
): Promise<SiteSettings> {
  return deps.db.transaction(async (tx) => {
    const current = await lockSiteSettings(tx);
    const next: SiteSettings = { ...current };
    for (const field of siteSettingFields) if (input[field] !== undefined) next[field] = input[field];
    const changed = siteSettingFields.filter((field) => current[field] !== next[field]);
    if (changed.length === 0) return current;
    await saveSiteSettings(tx, next);
    await recordAudit(tx, viewer.userId, {
      action: 'site.updated',
      entity: { type: 'site', id: 1 },
      before: Object.fromEntries(changed.map((field) => [field, current[field]])),
      after: Object.fromEntries(changed.map((field) => [field, next[field]])),
    });
    return next;
  });
}
