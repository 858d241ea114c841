import type { GroupContent } from './category-content.ts';

/** The 14 group slugs of the seed catalogue (apps/server/src/db/seed/catalogue-data.ts), in its order. */
export const groupSlugs = [
  'grafisk-software',
  'oekonomi',
  'grafik',
  'web',
  'marketing',
  'film-og-foto',
  'sociale-medier-og-kommunikation',
  'forretningsvaerktoejer-og-apps',
  'teknisk-software',
  'projekt',
  'sprog',
  'event',
  'hr',
  'salg',
] as const;
export type GroupSlug = (typeof groupSlugs)[number];

export const groupContent: Record<GroupSlug, GroupContent> = {
  'grafisk-software': {
    slug: 'grafisk-software',
    name: 'Grafisk software',
    imageUrl: '/groups/grafisk-software.svg',
    intro:
      'Har du en opgave i et grafisk program, som du ikke selv når eller kan? Vores studerende hjælper med billedbehandling, opsætning og tilpasning af dit materiale. Du betaler for den tid, opgaven tager.',
    metaDescription:
      'Få hjælp af screenede studerende til opgaver i grafiske programmer, fra billedbehandling til opsætning. 190–260 kr. i timen ekskl. moms.',
  },
  oekonomi: {
    slug: 'oekonomi',
    name: 'Økonomi',
    imageUrl: '/groups/oekonomi.svg',
    intro:
      'Økonomistuderende hjælper med bogføring, regnskab, moms- og lønindberetning og årsregnskab. De arbejder i tre udbredte regnskabsprogrammer, og flere af opgaverne kan løses til en fast pris.',
    metaDescription:
      'Få hjælp til bogføring, regnskab, moms, løn og årsregnskab af screenede økonomistuderende. Timepris eller fast pris, alt ekskl. moms.',
  },
  grafik: {
    slug: 'grafik',
    name: 'Grafik',
    imageUrl: '/groups/grafik.svg',
    intro:
      'Fra logo og visitkort til brochurer og annoncer: Vores designstuderende giver din virksomhed et visuelt udtryk. Logo, visitkort og brochure har faste priser, så du kender prisen på forhånd.',
    metaDescription:
      'Logo, visitkort, brochure og grafisk design lavet af screenede designstuderende. Logo fra 450 kr. ekskl. moms inklusive 2 senere rettelser.',
  },
  web: {
    slug: 'web',
    name: 'Web',
    imageUrl: '/groups/web.svg',
    intro:
      'Webstuderende bygger simple og avancerede hjemmesider og webshops og hjælper med SEO og vedligeholdelse. Vores priser på web ligger mindst 50 % under markedsprisen, og du leverer selv tekster og billeder.',
    metaDescription:
      'Hjemmeside, webshop, SEO og vedligeholdelse fra screenede studerende – mindst 50 % under markedsprisen. Simpel hjemmeside fra 3.000 kr. ekskl. moms.',
  },
  marketing: {
    slug: 'marketing',
    name: 'Marketing',
    imageUrl: '/groups/marketing.svg',
    intro:
      'Kend dit marked og få styr på din markedsføring. Studerende hjælper med markedsanalyser, konkurrentoverblik og marketing canvas, så du får et bedre grundlag for dine beslutninger.',
    metaDescription:
      'Markedsanalyse og marketing canvas ved screenede studerende. Få overblik over marked, kunder og konkurrenter fra 190 kr. i timen ekskl. moms.',
  },
  'film-og-foto': {
    slug: 'film-og-foto',
    name: 'Film og foto',
    imageUrl: '/groups/film-og-foto.svg',
    intro:
      'Gode billeder og levende film viser din virksomhed frem. Studerende fotograferer produkter, lokaler og medarbejdere og klipper dine råoptagelser sammen til færdige film.',
    metaDescription:
      'Fotografering og filmklipning ved screenede studerende. Billeder og video til hjemmeside og sociale medier fra 190 kr. i timen ekskl. moms.',
  },
  'sociale-medier-og-kommunikation': {
    slug: 'sociale-medier-og-kommunikation',
    name: 'Sociale medier og kommunikation',
    imageUrl: '/groups/sociale-medier-og-kommunikation.svg',
    intro:
      'Studerende hjælper med opslag, indholdsplaner, tekster og annoncer på Facebook, Instagram, TikTok, LinkedIn og Snapchat. Prisen er fra 190 kr. i timen plus moms og dækker kun den studerendes tid, ikke annoncebudgettet.',
    metaDescription:
      'Sociale medier, annoncering og tekstforfatning ved screenede studerende. Fra 190 kr. i timen ekskl. moms – annoncebudgettet er ikke inkluderet.',
  },
  'forretningsvaerktoejer-og-apps': {
    slug: 'forretningsvaerktoejer-og-apps',
    name: 'Forretningsværktøjer og apps',
    imageUrl: '/groups/forretningsvaerktoejer-og-apps.svg',
    intro:
      'Få mere ud af de værktøjer, du allerede bruger. Studerende hjælper med Excel, PowerPoint, Mailchimp, WordPress, Monday og Trello – fra skabeloner og opsætning til oprydning.',
    metaDescription:
      'Hjælp til Excel, PowerPoint, Mailchimp, WordPress, Monday og Trello fra screenede studerende. 190–260 kr. i timen ekskl. moms.',
  },
  'teknisk-software': {
    slug: 'teknisk-software',
    name: 'Teknisk software',
    imageUrl: '/groups/teknisk-software.svg',
    intro:
      'Studerende inden for datalogi og softwareudvikling hjælper med frontend, backend, databaser og programmering i mange sprog. Det passer godt til afgrænsede opgaver, hvor du har brug for ekstra hænder.',
    metaDescription:
      'Frontend, backend, databaser og programmering ved screenede studerende. Ekstra hænder til afgrænsede kodeopgaver fra 190 kr. i timen ekskl. moms.',
  },
  projekt: {
    slug: 'projekt',
    name: 'Projekt',
    imageUrl: '/groups/projekt.svg',
    intro:
      'En studerende kan lede, planlægge og støtte dine projekter og hjælpe med at indsamle og analysere data. Du beholder det overordnede ansvar og får tid til det, der kræver dig.',
    metaDescription:
      'Projektledelse, projektplanlægning, dataindsamling og dataanalyse ved screenede studerende. 190–260 kr. i timen ekskl. moms.',
  },
  sprog: {
    slug: 'sprog',
    name: 'Sprog',
    imageUrl: '/groups/sprog.svg',
    intro:
      'Skal dine tekster ud i verden? Studerende med stærke sprogkundskaber oversætter fra dansk til engelsk, spansk, fransk, tysk og kinesisk.',
    metaDescription:
      'Oversættelse fra dansk til engelsk, spansk, fransk, tysk og kinesisk ved screenede studerende. 190–260 kr. i timen ekskl. moms.',
  },
  event: {
    slug: 'event',
    name: 'Event',
    imageUrl: '/groups/event.svg',
    intro:
      'Fra den første idé til den sidste gæst er gået hjem: Studerende hjælper med at planlægge og koordinere dine arrangementer. Du betaler for den studerendes tid, mens udgifterne til selve arrangementet er dine egne.',
    metaDescription:
      'Eventplanlægning og eventkoordinering ved screenede studerende. Få hjælp til dit arrangement fra 190 kr. i timen ekskl. moms.',
  },
  hr: {
    slug: 'hr',
    name: 'HR',
    imageUrl: '/groups/hr.svg',
    intro:
      'Studerende hjælper med de praktiske opgaver omkring rekruttering, personale og administration. Du træffer beslutningerne, mens den studerende tager sig af papirarbejdet.',
    metaDescription:
      'Hjælp til rekruttering, personale og administration fra screenede studerende. Mindre papirarbejde fra 190 kr. i timen ekskl. moms.',
  },
  salg: {
    slug: 'salg',
    name: 'Salg',
    imageUrl: '/groups/salg.svg',
    intro:
      'Få flere samtaler med mulige kunder. Studerende hjælper med telefonsalg, phonerkampagner og opsøgende salg som freelance salgskonsulenter.',
    metaDescription:
      'Telefonsalg, phonerkampagner og freelance salgskonsulenter blandt screenede studerende. Fleksibel salgshjælp fra 190 kr. i timen ekskl. moms.',
  },
};
