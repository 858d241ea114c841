import { hourlyPaygrades, type LevelKey, levelKeys, levelNames } from '@studiekraft/shared/constants/levels';
import type { PriceType } from '@studiekraft/shared/constants/project-statuses';

export interface LevelSeed {
  key: LevelKey;
  name: string;
  order: number;
}

export interface SkillGroupSeed {
  slug: string;
  name: string;
  order: number;
}

export interface SkillSeed {
  /** The category key of content-and-terms.md section 2; keys the static landing content. */
  key: string;
  /** Slug of the owning skill group. */
  group: string;
  name: string;
  slug: string;
  priceType: PriceType;
  prices: Record<LevelKey, number>;
}

export const levelSeeds: readonly LevelSeed[] = levelKeys.map((key, index) => ({
  key,
  name: levelNames[key],
  order: index + 1,
}));

/** The 14 skill groups named in the content copy, in the order the copy names them. */
export const skillGroupSeeds: readonly SkillGroupSeed[] = [
  { slug: 'grafisk-software', name: 'Grafisk software' },
  { slug: 'oekonomi', name: 'Økonomi' },
  { slug: 'grafik', name: 'Grafik' },
  { slug: 'web', name: 'Web' },
  { slug: 'marketing', name: 'Marketing' },
  { slug: 'film-og-foto', name: 'Film og foto' },
  { slug: 'sociale-medier-og-kommunikation', name: 'Sociale medier og kommunikation' },
  { slug: 'forretningsvaerktoejer-og-apps', name: 'Forretningsværktøjer og apps' },
  { slug: 'teknisk-software', name: 'Teknisk software' },
  { slug: 'projekt', name: 'Projekt' },
  { slug: 'sprog', name: 'Sprog' },
  { slug: 'event', name: 'Event' },
  { slug: 'hr', name: 'HR' },
  { slug: 'salg', name: 'Salg' },
].map((group, index) => ({ ...group, order: index + 1 }));

const hourly = { priceType: 'hourly', prices: hourlyPaygrades } as const;
const unit = (roughDiamond: number, risingStar: number, mastermind: number) =>
  ({
    priceType: 'unit',
    prices: { 'rough-diamond': roughDiamond, 'rising-star': risingStar, mastermind },
  }) as const;

/**
 * Website maintenance is hourly, but above the ordinary 190-260 range: the copy states 260-320 while
 * another line says "start 210" and the headline says "from 260" (content-and-terms.md section 9, the copy
 * is inconsistent). We follow the headline and the 260-320 span, one 30 kr. step per level.
 */
const websiteMaintenance = {
  priceType: 'hourly',
  prices: { 'rough-diamond': 260, 'rising-star': 290, mastermind: 320 },
} as const;

type SkillRow = [key: string, name: string, price: Pick<SkillSeed, 'priceType' | 'prices'>];

/**
 * Skills per group. Keys in the first content catalogue are used verbatim; the home/footer skills and the
 * "further category teasers" have no slug in the copy, so their keys are ours, in the same style.
 */
const skillsByGroup: Record<string, SkillRow[]> = {
  'grafisk-software': [['graphical-software_miscellaneous', 'Grafisk software diverse', hourly]],
  oekonomi: [
    ['accounting', 'Regnskab', hourly],
    ['bookkeeping', 'Bogføring', hourly],
    ['annual-accounts', 'Årsregnskab', unit(1000, 1300, 1600)],
    ['vat-reporting', 'Momsindberetning', unit(500, 750, 1000)],
    ['payroll', 'Lønindberetning', hourly],
  ],
  grafik: [
    ['graphic-design', 'Grafisk design', hourly],
    ['logo', 'Logo', unit(450, 675, 900)],
    ['business-card', 'Visitkort', unit(450, 675, 900)],
    ['brochure', 'Brochure', unit(1000, 1500, 2000)],
  ],
  web: [
    ['simple-website', 'Simpel hjemmeside', unit(3000, 4500, 6000)],
    ['advanced-website', 'Avanceret hjemmeside', unit(5000, 6500, 8000)],
    ['webshop', 'Webshop', unit(6000, 8000, 10000)],
    ['seo', 'Søgemaskineoptimering (SEO)', hourly],
    ['website-maintenance', 'Vedligeholdelse af hjemmeside', websiteMaintenance],
    ['web_miscellaneous', 'Web diverse', hourly],
  ],
  marketing: [
    ['market-analysis', 'Markedsanalyse', hourly],
    ['market-canvas', 'Marketing canvas', hourly],
  ],
  'film-og-foto': [
    ['foto', 'Foto', hourly],
    ['film-clipping', 'Filmklipning', hourly],
    ['film-foto_miscellaneous', 'Film og foto diverse', hourly],
  ],
  'sociale-medier-og-kommunikation': [
    ['socialmedia', 'Sociale medier', hourly],
    ['textwriting', 'Tekstforfatning', hourly],
    ['facebook-ads', 'Facebook-annoncering', hourly],
    ['instagram-add', 'Instagram-annoncering', hourly],
    ['tiktok-add', 'TikTok-annoncering', hourly],
    ['linkedin-add', 'LinkedIn-annoncering', hourly],
    ['snapchat-add', 'Snapchat-annoncering', hourly],
    ['socialmedia-communication_miscellaneous', 'Sociale medier og kommunikation diverse', hourly],
  ],
  'forretningsvaerktoejer-og-apps': [
    ['excel', 'Excel', hourly],
    ['powerpoint', 'PowerPoint', hourly],
    ['mailchimp', 'Mailchimp', hourly],
    ['wordpress', 'WordPress', hourly],
    ['monday-app', 'Monday', hourly],
    ['trello-app', 'Trello', hourly],
  ],
  'teknisk-software': [
    ['frontend', 'Frontend-udvikling', hourly],
    ['backend', 'Backend-udvikling', hourly],
    ['programming-languages', 'Programmeringssprog', hourly],
    ['databases', 'Databaser', hourly],
  ],
  projekt: [
    ['project-manager', 'Projektleder', hourly],
    ['project-assistant', 'Projektassistent', hourly],
    ['project-planning', 'Projektplanlægning', hourly],
    ['data-analysis', 'Dataanalyse', hourly],
    ['data-collection', 'Dataindsamling', hourly],
  ],
  sprog: [
    ['translation-english', 'Oversættelse til engelsk', hourly],
    ['translation-spanish', 'Oversættelse til spansk', hourly],
    ['translation-french', 'Oversættelse til fransk', hourly],
    ['translation-german', 'Oversættelse til tysk', hourly],
    ['translation-chinese', 'Oversættelse til kinesisk', hourly],
  ],
  event: [
    ['event-planning', 'Eventplanlægning', hourly],
    ['event-coordination', 'Eventkoordinering', hourly],
  ],
  hr: [
    ['recruitment', 'Rekruttering', hourly],
    ['staff-administration', 'Personale og administration', hourly],
  ],
  salg: [
    ['telephone-sales', 'Telefonsalg og phonerkampagner', hourly],
    ['freelance-sales-consultant', 'Freelance salgskonsulent', hourly],
  ],
};

/** Slugs are the category keys made URL-friendly, so the landing content is found from the route. */
export const skillSlugFromKey = (key: string) => key.replaceAll('_', '-');

export const skillSeeds: readonly SkillSeed[] = Object.entries(skillsByGroup).flatMap(([group, rows]) =>
  rows.map(([key, name, price]) => ({ key, group, name, slug: skillSlugFromKey(key), ...price })),
);
