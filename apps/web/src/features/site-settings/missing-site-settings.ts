import { launchSiteSettingFields, type SiteSettingField, type SiteSettings } from '@studiekraft/shared/schemas/site-settings';

/** The details a launch needs that staff have not filled in yet, in the settings page's order. */
export const missingSiteSettings = (settings: SiteSettings): SiteSettingField[] =>
  launchSiteSettingFields.filter((field) => settings[field] === null);
