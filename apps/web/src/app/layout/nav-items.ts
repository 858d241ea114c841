import type { TranslationKey } from '../../lib/i18n-keys.ts';

export interface NavItem {
  to: string;
  label: TranslationKey;
}

export const studentSearchItem: NavItem = { to: '/students/search', label: 'nav.studentSearch' };

/** Spec section 2: logged-out visitors see contact, become student and register company. */
export const anonymousItems: NavItem[] = [
  { to: '/kontakt', label: 'nav.contact' },
  { to: '/bliv-student-freelancer', label: 'nav.becomeStudent' },
  { to: '/customers/register', label: 'nav.registerCompany' },
];

export const overviewItem: NavItem = { to: '/overview', label: 'nav.overview' };
