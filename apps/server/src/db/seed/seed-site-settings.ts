import type { SiteSettings } from '@studiekraft/shared/schemas/site-settings';
import type { DbOrTx } from '../client.ts';
import { siteSettings } from '../schema/index.ts';
import { demoAdminName } from './demo-people.ts';

/**
 * The demo's contact details: plainly a demo (a made-up street, the demo admin as the team member), so a
 * demo looks complete while a real deployment starts with every field unset (issue 36).
 */
export const demoSiteSettings: SiteSettings = {
  company_name: 'Studiekraft ApS (demo)',
  address: 'Åboulevarden 1',
  postcode: '8000',
  city: 'Aarhus C',
  phone: null,
  email: 'kontakt@studiekraft.dk',
  messenger_url: 'https://m.me/studiekraft',
  team_member: demoAdminName,
  office_hours: 'Hverdage kl. 9-16',
};

export async function insertDemoSiteSettings(tx: DbOrTx) {
  await tx
    .insert(siteSettings)
    .values({ id: 1, ...demoSiteSettings })
    .onConflictDoNothing();
}
