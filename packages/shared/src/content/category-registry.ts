import type { CategoryContent } from './category-content.ts';

type CategoryModule = { content: CategoryContent };

/**
 * One explicit dynamic import per category, so the web bundler emits one chunk per landing page and the
 * server can still load any of them. The keys are the catalogue's skill keys; file names use dashes only.
 */
const categoryLoaders: Record<string, () => Promise<CategoryModule>> = {
  'graphical-software_miscellaneous': () => import('./categories/graphical-software-miscellaneous.ts'),
  accounting: () => import('./categories/accounting.ts'),
  bookkeeping: () => import('./categories/bookkeeping.ts'),
  'annual-accounts': () => import('./categories/annual-accounts.ts'),
  'vat-reporting': () => import('./categories/vat-reporting.ts'),
  payroll: () => import('./categories/payroll.ts'),
  'graphic-design': () => import('./categories/graphic-design.ts'),
  logo: () => import('./categories/logo.ts'),
  'business-card': () => import('./categories/business-card.ts'),
  brochure: () => import('./categories/brochure.ts'),
  'simple-website': () => import('./categories/simple-website.ts'),
  'advanced-website': () => import('./categories/advanced-website.ts'),
  webshop: () => import('./categories/webshop.ts'),
  seo: () => import('./categories/seo.ts'),
  'website-maintenance': () => import('./categories/website-maintenance.ts'),
  web_miscellaneous: () => import('./categories/web-miscellaneous.ts'),
  'market-analysis': () => import('./categories/market-analysis.ts'),
  'market-canvas': () => import('./categories/market-canvas.ts'),
  foto: () => import('./categories/foto.ts'),
  'film-clipping': () => import('./categories/film-clipping.ts'),
  'film-foto_miscellaneous': () => import('./categories/film-foto-miscellaneous.ts'),
  socialmedia: () => import('./categories/socialmedia.ts'),
  textwriting: () => import('./categories/textwriting.ts'),
  'facebook-ads': () => import('./categories/facebook-ads.ts'),
  'instagram-add': () => import('./categories/instagram-add.ts'),
  'tiktok-add': () => import('./categories/tiktok-add.ts'),
  'linkedin-add': () => import('./categories/linkedin-add.ts'),
  'snapchat-add': () => import('./categories/snapchat-add.ts'),
  'socialmedia-communication_miscellaneous': () => import('./categories/socialmedia-communication-miscellaneous.ts'),
  excel: () => import('./categories/excel.ts'),
  powerpoint: () => import('./categories/powerpoint.ts'),
  mailchimp: () => import('./categories/mailchimp.ts'),
  wordpress: () => import('./categories/wordpress.ts'),
  'monday-app': () => import('./categories/monday-app.ts'),
  'trello-app': () => import('./categories/trello-app.ts'),
  frontend: () => import('./categories/frontend.ts'),
  backend: () => import('./categories/backend.ts'),
  'programming-languages': () => import('./categories/programming-languages.ts'),
  databases: () => import('./categories/databases.ts'),
  'project-manager': () => import('./categories/project-manager.ts'),
  'project-assistant': () => import('./categories/project-assistant.ts'),
  'project-planning': () => import('./categories/project-planning.ts'),
  'data-analysis': () => import('./categories/data-analysis.ts'),
  'data-collection': () => import('./categories/data-collection.ts'),
  'translation-english': () => import('./categories/translation-english.ts'),
  'translation-spanish': () => import('./categories/translation-spanish.ts'),
  'translation-french': () => import('./categories/translation-french.ts'),
  'translation-german': () => import('./categories/translation-german.ts'),
  'translation-chinese': () => import('./categories/translation-chinese.ts'),
  'event-planning': () => import('./categories/event-planning.ts'),
  'event-coordination': () => import('./categories/event-coordination.ts'),
  recruitment: () => import('./categories/recruitment.ts'),
  'staff-administration': () => import('./categories/staff-administration.ts'),
  'telephone-sales': () => import('./categories/telephone-sales.ts'),
  'freelance-sales-consultant': () => import('./categories/freelance-sales-consultant.ts'),
};

/** Every category key that has landing-page content, in catalogue order. */
export const categoryKeys: readonly string[] = Object.freeze(Object.keys(categoryLoaders));

/** Loads the landing-page content of one category; an unknown key gives undefined. */
export async function loadCategoryContent(key: string): Promise<CategoryContent | undefined> {
  const load = Object.hasOwn(categoryLoaders, key) ? categoryLoaders[key] : undefined;
  if (!load) return undefined;
  const module = await load();
  return module.content;
}
