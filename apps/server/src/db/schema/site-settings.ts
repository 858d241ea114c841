import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * The site's own public details (issue 36), one row (id 1): null is unset and left out of the public pages.
 * Staff change them on 'Indstillinger'; the demo seed fills in demo values.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    company_name: text('company_name'),
    address: text('address'),
    postcode: text('postcode'),
    city: text('city'),
    phone: text('phone'),
    email: text('email'),
    messenger_url: text('messenger_url'),
    team_member: text('team_member'),
    office_hours: text('office_hours'),
    ...timestamps,
  },
  (t) => [check('site_settings_one_row', sql`${t.id} = 1`)],
);
