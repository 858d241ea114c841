import { z } from 'zod';
import { limits } from '../constants/limits.ts';

/**
 * The site's own public details (issue 36): what the contact, about and terms pages and the customer's
 * binding-agreement note show. Staff set them on 'Indstillinger'; an unset one (null) is left out of every
 * page, so a production site never shows a made-up address, link or person.
 */
export const siteSettingFields = [
  'company_name',
  'address',
  'postcode',
  'city',
  'phone',
  'email',
  'messenger_url',
  'team_member',
  'office_hours',
] as const;
export type SiteSettingField = (typeof siteSettingFields)[number];

export const siteSettingsSchema = z.object(
  Object.fromEntries(siteSettingFields.map((field) => [field, z.string().nullable()])) as Record<
    SiteSettingField,
    z.ZodNullable<z.ZodString>
  >,
);
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** Every field unset: what a new deployment has until staff fill them in. */
export const emptySiteSettings: SiteSettings = Object.fromEntries(
  siteSettingFields.map((field) => [field, null]),
) as SiteSettings;

/** A text that may be left empty: empty (or only spaces) means unset, stored as null. */
const optionalText = (max: number) =>
  z
    .string({ error: 'validation.type' })
    .trim()
    .max(max, { error: 'validation.max' })
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** A field left out of the request keeps its value; null or '' unsets it. */
const kept = <T extends z.ZodType>(field: T) => field.optional();

/** An optional text that, when given, must also pass `check` (else the field code `error`). */
const optionalChecked = (max: number, check: z.ZodType, error: string) =>
  optionalText(max).refine((value) => value === null || check.safeParse(value).success, { error });

/**
 * PUT settings/site (staff): the fields to set (one left out keeps its value; null or '' unsets it). Checked as the spec checks the same kinds of
 * field elsewhere: a phone of at least 8 characters, a postcode of at least 4, a valid e-mail, and a
 * Messenger link that is an https address (the page links to it).
 */
export const updateSiteSettingsSchema = z.object({
  company_name: kept(optionalText(200)),
  address: kept(optionalText(200)),
  postcode: kept(optionalChecked(20, z.string().min(limits.postcodeMin), 'validation.min')),
  city: kept(optionalText(100)),
  phone: kept(optionalChecked(40, z.string().min(limits.phoneMin), 'validation.min')),
  email: kept(optionalChecked(limits.emailMax, z.email(), 'validation.email')),
  messenger_url: kept(optionalChecked(500, z.url({ protocol: /^https$/ }), 'validation.format')),
  team_member: kept(optionalText(100)),
  office_hours: kept(optionalText(200)),
});
export type UpdateSiteSettings = z.input<typeof updateSiteSettingsSchema>;

/** The fields a launch needs filled in (the staff dashboard lists those still missing). */
export const launchSiteSettingFields: readonly SiteSettingField[] = [
  'company_name',
  'address',
  'postcode',
  'city',
  'email',
  'messenger_url',
  'team_member',
];
