import type { LevelKey } from '../constants/levels.ts';

/**
 * Danish texts of the public content pages (content-and-terms.md sections 1, 2 and 9). The web app renders
 * them; the server may use the page meta for pre-rendered tags. Prices are kr. excluding VAT.
 */

/**
 * The spec's {name} and {email} of the about and contact pages, the address, the phone and the Messenger
 * link are the site's own details: staff set them on 'Indstillinger' (schemas/site-settings.ts), and a page
 * leaves out what is unset (issue 36). Nothing here makes them up.
 */

export interface PageMeta {
  path: string;
  title: string;
  description: string;
}

export type PageMetaKey =
  | 'home'
  | 'skillGroups'
  | 'studentSearch'
  | 'contact'
  | 'terms'
  | 'about'
  | 'briefingTemplates'
  | 'newStudent'
  | 'blog';

export const pageMeta: Record<PageMetaKey, PageMeta> = {
  home: {
    path: '/',
    title: 'Forside',
    description:
      'Hyr screenede universitetsstuderende til regnskab, grafisk design, hjemmesider, markedsføring og meget mere. Alle priser er ekskl. moms.',
  },
  skillGroups: {
    path: '/hvad-tilbyder-vi/',
    title: 'Hvad kan vi lave?',
    description:
      'Se alt, hvad vores studerende kan hjælpe med: økonomi, grafik, web, marketing, film og foto, sociale medier, sprog, salg og meget mere.',
  },
  studentSearch: {
    path: '/students/search',
    title: 'Find studerende',
    description:
      'Find den rette studerende til din opgave. Filtrér efter kompetence, se profiler og tidligere opgaver, og skriv direkte til den studerende.',
  },
  contact: {
    path: '/kontakt',
    title: 'Kontakt',
    description:
      'Kontakt Studiekraft på Messenger eller e-mail. Vi hjælper dig med at finde den rette studerende til din opgave.',
  },
  terms: {
    path: '/betingelser',
    title: 'Vilkår & Betingelser',
    description:
      'Læs Studiekrafts vilkår og betingelser for køb af ydelser: bestilling, tilbud, betaling, levering, reklamation og ansvar.',
  },
  about: {
    path: '/om-os',
    title: 'Om os',
    description:
      'Mød Studiekraft – markedspladsen, der forbinder små virksomheder og selvstændige med screenede universitetsstuderende.',
  },
  briefingTemplates: {
    path: '/skabeloner',
    title: 'Skabeloner til opgavebeskrivelser',
    description:
      'Kopiér en skabelon og beskriv din opgave, så den studerende hurtigt forstår, hvad der skal løses, hvornår og til hvilket budget.',
  },
  newStudent: {
    path: '/bliv-student-freelancer',
    title: 'Bliv student freelancer',
    description:
      'Brug det, du lærer på studiet, på rigtige opgaver for små virksomheder. Vi står for fakturering, moms og feriepenge. Søg i dag.',
  },
  blog: {
    path: '/blog/',
    title: 'Blog',
    description:
      'Tips og idéer til små virksomheder og selvstændige om regnskab, markedsføring, hjemmesider og samarbejdet med studerende.',
  },
};

export interface TextSection {
  title: string;
  paragraphs: readonly string[];
}

export interface NumberedSection extends TextSection {
  number: number;
}

export const termsPage = {
  title: 'Vilkår & Betingelser',
  lastUpdated: '2019-02-25',
  lastUpdatedText: 'Senest opdateret 25. februar 2019',
  intro:
    'Disse vilkår gælder for alle ydelser, som {company} sælger gennem Studiekraft. Læs dem, før du accepterer et tilbud. Har du spørgsmål, er du velkommen til at kontakte os.',
  sections: [
    {
      number: 1,
      title: 'Anvendelse',
      paragraphs: [
        'Studiekraft sælger ydelser til erhvervskunder. Ydelserne udføres af studerende, som er ansat af Studiekraft.',
        'Vilkårene gælder, medmindre andet er aftalt skriftligt mellem kunden og Studiekraft.',
      ],
    },
    {
      number: 2,
      title: 'De studerende',
      paragraphs: [
        'Alle studerende bliver screenet, før de bliver optaget. De studerende er ikke professionelle, og kunden skal tage højde for det, når opgaven beskrives og resultatet vurderes.',
        'Studiekraft står for fakturering, moms og feriepenge for de studerende.',
      ],
    },
    {
      number: 3,
      title: 'Bestilling og aftale',
      paragraphs: [
        'Kunden kontakter en studerende gennem systemet. Den studerende bekræfter eller afviser ordren skriftligt i systemet.',
        'Kunden og den studerende aftaler ydelse og pris direkte med hinanden i systemet. Den studerende sender derefter et tilbud. Et tilbud er gældende i 7 dage fra afsendelsen.',
        'Aftalen er bindende, når kunden accepterer den studerendes tilbud i systemet. Efter accepten kan kunden ikke annullere ordren uden at kontakte Studiekraft.',
      ],
    },
    {
      number: 4,
      title: 'Ordrebekræftelse',
      paragraphs: [
        'Svarer en ordrebekræftelse ikke til det aftalte, skal kunden gøre indsigelse senest 2 arbejdsdage efter modtagelsen. Ellers gælder ordrebekræftelsen som aftalt.',
      ],
    },
    {
      number: 5,
      title: 'Priser',
      paragraphs: [
        'Alle priser er i danske kroner ekskl. moms. Ved opgaver til timepris beregnes prisen som de brugte timer gange den aftalte timepris. Ved opgaver til fast pris betales den aftalte faste pris.',
      ],
    },
    {
      number: 6,
      title: 'Betaling',
      paragraphs: [
        'Når opgaven er afsluttet, sender Studiekraft en faktura. Betalingsfristen er 8 dage efter fakturadatoen.',
        'Ved for sen betaling opkræves et gebyr på 100 kr. samt renter på 0,70 % pr. påbegyndt måned, indtil betaling sker.',
        'Er betaling ikke sket 14 dage efter et skriftligt påkrav, kan Studiekraft hæve aftalen og standse igangværende arbejde.',
      ],
    },
    {
      number: 7,
      title: 'Levering og forsinkelse',
      paragraphs: [
        'Leveringstidspunktet aftales mellem kunden og den studerende. Overskrides det aftalte leveringstidspunkt med mere end 7 dage, og skyldes forsinkelsen ikke kundens forhold, kan kunden hæve aftalen for den del, der ikke er leveret.',
      ],
    },
    {
      number: 8,
      title: 'Mangler og reklamation',
      paragraphs: [
        'Der gælder en garanti på 2 måneder fra levering. For dele, der er blevet udbedret, gælder en garanti på 1 måned fra udbedringen.',
        'Ved en mangel har Studiekraft ret til at afhjælpe den inden for en rimelig frist på mindst 14 dage, før kunden kan gøre andre krav gældende.',
      ],
    },
    {
      number: 9,
      title: 'Ansvarsbegrænsning',
      paragraphs: [
        'Studiekrafts samlede erstatningsansvar over for kunden kan i et kalenderår højst udgøre 30 % af Studiekrafts nettofakturerede salg til kunden i det foregående år.',
      ],
    },
    {
      number: 10,
      title: 'Lovvalg og værneting',
      paragraphs: ['Aftalen er underlagt dansk ret. Tvister afgøres ved de danske domstole.'],
    },
  ] satisfies readonly NumberedSection[],
  contactText: 'Har du spørgsmål til vilkårene, så kontakt os.',
  contactLinkText: 'Kontakt os',
  studentSearchLinkText: 'Find studerende',
} as const;

export const aboutPage = {
  title: 'Om os',
  intro:
    'Studiekraft er en dansk markedsplads, hvor små virksomheder og selvstændige får hjælp fra screenede universitetsstuderende til de opgaver, der ellers bliver liggende.',
  sections: [
    {
      title: 'Sådan begyndte det',
      paragraphs: [
        'Idéen opstod ud fra en enkel iagttagelse: Mange små virksomheder har opgaver, der er for små til et bureau, men for vigtige til at blive skubbet foran sig. Samtidig er der mange studerende, som gerne vil bruge det, de lærer, på rigtige opgaver.',
        'Studiekraft blev skabt for at bringe de to sammen på en enkel og tryg måde: Du finder en studerende, I aftaler opgave og pris, og vi tager os af papirarbejdet.',
      ],
    },
    {
      title: 'Det tror vi på',
      paragraphs: [
        'Vi screener alle studerende, før de bliver optaget, og vi er åbne om, at de ikke er professionelle. Til gengæld får kunderne hjælp til en pris, der passer til en lille virksomhed, og de studerende får erfaring og referencer.',
        'De studerende er ansat hos os, når de løser opgaver, og vi står for fakturering, moms og feriepenge. Så kan begge parter koncentrere sig om selve opgaven.',
      ],
    },
    {
      title: 'Holdet',
      paragraphs: ['Bag Studiekraft står et lille hold, der hver dag hjælper kunder og studerende med at finde hinanden.'],
    },
  ] satisfies readonly TextSection[],
  /** After the team paragraph, when the team member and the e-mail are set: '{name} og resten af holdet ...'. */
  teamContact: 'Du kan altid skrive til {name} og resten af holdet på {email}.',
  callToAction: { text: 'Klar til at få hjælp til din næste opgave?', linkText: 'Find studerende' },
} as const;

export const contactPage = {
  title: 'Kontakt',
  intro: 'Har du spørgsmål om en opgave, en studerende eller dit samarbejde med os? Skriv til os – vi hjælper gerne.',
  messengerLinkText: 'Skriv til os på Messenger',
  /** Followed by the e-mail address staff set. */
  emailLinkText: 'Send en e-mail til',
  phoneNote: 'Vi har ingen faste telefontider. Skriv til os på Messenger eller e-mail, så vender vi tilbage.',
  replyPromise: 'Vi bestræber os på at svare dig inden for 30 sekunder.',
} as const;

/** A level's pitch; its hourly price is the catalogue's paygrade (issue 36), never written here. */
export interface LevelDescription {
  key: LevelKey;
  name: string;
  text: string;
}

export const newStudentPage = {
  title: 'Bliv student freelancer',
  pitch:
    'Læser du på et universitet og vil bruge det, du lærer, på rigtige opgaver? Som student freelancer hos Studiekraft hjælper du små virksomheder og selvstændige med opgaver inden for dit fag og bygger samtidig dit CV op.',
  sections: [
    {
      title: 'Vi klarer papirarbejdet',
      paragraphs: [
        'Når du løser en opgave, er du ansat hos Studiekraft. Vi står for fakturering, moms og feriepenge, så du kan koncentrere dig om opgaven.',
        'Du aftaler selv opgaven og prisen med kunden i vores beskedsystem, og du sender et tilbud, som kunden accepterer i systemet.',
      ],
    },
    {
      title: 'Screening',
      paragraphs: [
        'Alle ansøgere bliver screenet, før de bliver optaget. Du skal være fyldt 17 år, og vi ser på din uddannelse, dine kompetencer og de eksempler på dit arbejde, du sender med.',
      ],
    },
  ] satisfies readonly TextSection[],
  levelsTitle: 'Tre niveauer',
  levelsIntro:
    'Alle starter som Rough Diamond. Du stiger i niveau, efterhånden som du får flere referencer og mere erfaring. Timeprisen er det, kunden betaler for dit arbejde, ekskl. moms.',
  levels: [
    {
      key: 'rough-diamond',
      name: 'Rough Diamond',
      text: 'Her starter alle. Du løser dine første opgaver og samler referencer.',
    },
    {
      key: 'rising-star',
      name: 'Rising Star',
      text: 'Du har vist, hvad du kan, og har gode referencer bag dig.',
    },
    {
      key: 'mastermind',
      name: 'Mastermind',
      text: 'Få når hertil. En Mastermind leverer arbejde på professionelt niveau.',
    },
  ] satisfies readonly LevelDescription[],
  applyLinkText: 'Søg om at blive student freelancer',
} as const;

export interface HowItWorksStep {
  title: string;
  text: string;
}

/** The front page flow of content-and-terms.md section 1. */
export const homeHowItWorks: readonly HowItWorksStep[] = [
  {
    title: 'Find en studerende',
    text: 'Søg blandt screenede studerende, se deres profiler og tidligere opgaver, og skriv til den, der passer til opgaven.',
  },
  {
    title: 'Aftal detaljer og pris',
    text: 'I afklarer opgaven og prisen i beskedsystemet. Alle priser er ekskl. moms, og en fast pris kan aftales for en konkret opgave.',
  },
  {
    title: 'Accepter tilbuddet',
    text: 'Du modtager et tilbud i systemet. Når du accepterer det, er aftalen bindende, og den studerende går i gang.',
  },
  {
    title: 'Opgaven bliver løst',
    text: 'Den studerende udfører arbejdet, og I holder kontakten i beskedsystemet undervejs.',
  },
  {
    title: 'Faktura og anmeldelse',
    text: 'Når opgaven er afsluttet, sender vi fakturaen, og den studerende får sin løn. Bagefter kan du give den studerende en anmeldelse.',
  },
];
