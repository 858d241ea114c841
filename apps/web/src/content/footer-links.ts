import type { TranslationKey } from '../lib/i18n-keys.ts';

export interface ContentLink {
  to: string;
  label: TranslationKey;
}

/**
 * Popular task types (content spec section 2: the newsletter and featured skill keys). They link to the
 * student search for that skill key; the search page resolves the key when it is built.
 */
export const popularTasks: ContentLink[] = [
  { to: '/students/search/accounting', label: 'footer.tasks.accounting' },
  { to: '/students/search/simple-website', label: 'footer.tasks.simpleWebsite' },
  { to: '/students/search/logo', label: 'footer.tasks.logo' },
  { to: '/students/search/market-analysis', label: 'footer.tasks.marketAnalysis' },
  { to: '/students/search/website-maintenance', label: 'footer.tasks.websiteMaintenance' },
];

export const pageLinks: ContentLink[] = [
  { to: '/om-os', label: 'titles.about' },
  { to: '/kontakt', label: 'titles.contact' },
  { to: '/blog/', label: 'titles.blog' },
  { to: '/betingelser', label: 'titles.terms' },
  { to: '/bliv-student-freelancer', label: 'titles.newStudent' },
  { to: '/customers/register', label: 'titles.customerRegister' },
];
