import type { SiteSettings } from '@studiekraft/shared/schemas/site-settings';

/** The address block's lines, from what is set: company, street, 'postcode city'. */
export function addressLines(site: Pick<SiteSettings, 'company_name' | 'address' | 'postcode' | 'city'>): string[] {
  const town = [site.postcode, site.city].filter(Boolean).join(' ');
  return [site.company_name, site.address, town].filter((line): line is string => Boolean(line));
}
