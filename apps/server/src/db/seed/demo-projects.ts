import { demoAdminEmail, demoCustomerEmail, demoStudentEmail } from './demo-people.ts';

/**
 * A demo project is a script of what happened, in order; status, price fields, events and system lines
 * are derived from it (build-demo-project.ts), so they cannot disagree. `after` is hours since the
 * previous step (the first step is the contact flow's first message).
 */
export type DemoStep =
  | { after: number; say: string; by: 'customer' | 'student' }
  | { after: number; action: 'clarify' }
  /** The first offer is posted, later ones edit it. Price defaults to the project's starting price. */
  | { after: number; action: 'offer'; price?: number; hours?: number }
  | { after: number; action: 'accept' }
  | { after: number; action: 'finalize'; hours?: number }
  | { after: number; action: 'cancel'; by: 'customer' | 'student' | 'employee'; reason: string };

export interface DemoProject {
  customer: string;
  student: string;
  /** Category key of the skill. */
  skill: string;
  name: string;
  /** The first message of the conversation. */
  message: string;
  /** When the customer created it, in days before the seed runs. */
  startedDaysAgo: number;
  steps: DemoStep[];
  /** The employee who closes it, for employee-closed projects; defaults to the admin. */
  employee?: string;
  notes?: string;
}

export const demoProjects: readonly DemoProject[] = [
  {
    customer: demoCustomerEmail,
    student: demoStudentEmail,
    skill: 'simple-website',
    name: 'Ny hjemmeside til Jensen Tømrer',
    message:
      'Hej Sofie. Vi trænger til en ny hjemmeside med forside, ydelser, referencer, om os og kontakt. ' +
      'Kan du hjælpe, og hvad vil det koste?',
    startedDaysAgo: 6,
    steps: [
      {
        after: 5,
        by: 'student',
        say: 'Hej Lars. Det kan jeg sagtens. Har du tekster og billeder, eller skal jeg hjælpe med dem?',
      },
      { after: 1, action: 'clarify' },
      { after: 20, by: 'customer', say: 'Jeg har billeder af vores opgaver. Teksterne må du gerne skrive et udkast til.' },
      { after: 24, action: 'offer' },
      { after: 2, by: 'customer', say: 'Kan prisen komme lidt ned, hvis vi selv skriver teksterne færdige?' },
      { after: 3, action: 'offer', price: 4200 },
      {
        after: 0.1,
        by: 'student',
        say: 'Jeg har opdateret tilbuddet, så du selv står for teksterne. Sig til, hvis du har spørgsmål.',
      },
    ],
  },
  {
    customer: demoCustomerEmail,
    student: demoStudentEmail,
    skill: 'graphic-design',
    name: 'Flyer til åbent hus',
    message: 'Hej Sofie. Vi holder åbent hus på værkstedet og skal bruge en A5-flyer med vores nye logo.',
    startedDaysAgo: 40,
    steps: [
      { after: 3, by: 'student', say: 'Spændende! Hvornår er arrangementet, og hvor mange skal trykkes?' },
      { after: 1, action: 'clarify' },
      { after: 2, by: 'customer', say: 'Den 14. i næste måned, og vi trykker 500 stk. hos det lokale trykkeri.' },
      { after: 4, action: 'offer', hours: 6 },
      { after: 5, action: 'accept' },
      { after: 120, action: 'finalize', hours: 6 },
      { after: 2, by: 'customer', say: 'Tusind tak, den blev rigtig flot. Trykkeriet var også glade for filerne.' },
    ],
  },
  {
    customer: demoCustomerEmail,
    student: demoStudentEmail,
    skill: 'seo',
    name: 'Bedre placering på Google',
    message: 'Når man søger på tømrer i Aarhus, kommer vi først på side tre. Kan du se på det?',
    startedDaysAgo: 2,
    steps: [
      { after: 6, action: 'clarify' },
      {
        after: 0.2,
        by: 'student',
        say: 'Jeg kigger på det. Hvilke opgaver vil I helst have flere af, så jeg ved, hvilke søgeord vi går efter?',
      },
    ],
  },
  {
    customer: demoCustomerEmail,
    student: demoStudentEmail,
    skill: 'website-maintenance',
    name: 'Løbende opdatering af hjemmesiden',
    message: 'Når den nye side er klar, vil vi gerne have hjælp til opdateringer et par timer om måneden.',
    startedDaysAgo: 0.15,
    steps: [],
  },
  {
    customer: 'camilla.nielsen@example.com',
    student: 'oliver.thomsen@example.com',
    skill: 'foto',
    name: 'Billeder til konfirmation',
    message: 'Hej Oliver. Min søn skal konfirmeres i maj. Kan du tage billeder i kirken og til festen bagefter?',
    startedDaysAgo: 18,
    steps: [
      {
        after: 4,
        by: 'student',
        say: 'Hej Camilla. Ja, det vil jeg gerne. Jeg regner med omkring otte timer inklusive redigering.',
      },
      { after: 2, action: 'offer', hours: 8 },
      {
        after: 30,
        action: 'cancel',
        by: 'customer',
        reason: 'Min bror er fotograf og har tilbudt at tage billederne. Tak for hjælpen.',
      },
    ],
  },
  {
    customer: 'peter.madsen@example.com',
    student: 'mads.kristensen@example.com',
    skill: 'annual-accounts',
    name: 'Årsregnskab for 2025',
    message: 'Hej Mads. Vi skal have lavet årsregnskab for bageriet. Bogføringen ligger i Dinero.',
    startedDaysAgo: 12,
    steps: [
      { after: 2, action: 'clarify' },
      { after: 0.1, by: 'student', say: 'Hej Peter. Vil du give mig læseadgang til Dinero, så kigger jeg bilagene igennem?' },
      { after: 5, by: 'customer', say: 'Du har fået adgang nu.' },
      { after: 20, action: 'offer' },
      { after: 6, action: 'accept' },
      { after: 1, by: 'student', say: 'Tak. Jeg går i gang i morgen og regner med at være færdig inden for to uger.' },
    ],
  },
  {
    customer: 'peter.madsen@example.com',
    student: 'asta.boegh@example.com',
    skill: 'mailchimp',
    name: 'Nyhedsbrev med sæsonens kager',
    message: 'Vi vil gerne sende et nyhedsbrev til vores kunder hver måned. Kan du sætte det op i Mailchimp?',
    startedDaysAgo: 60,
    steps: [
      { after: 3, action: 'clarify' },
      {
        after: 1,
        by: 'student',
        say: 'Ja. Send mig jeres kundeliste og et par billeder af sæsonens kager, så laver jeg en skabelon.',
      },
      { after: 8, action: 'offer', hours: 4 },
      { after: 2, action: 'accept' },
      { after: 72, action: 'finalize', hours: 4 },
    ],
  },
  {
    customer: 'hanne.kristensen@example.com',
    student: 'clara.moeller@example.com',
    skill: 'translation-german',
    name: 'Hjemmeside på tysk',
    message: 'Hej Clara. Vores hjemmeside på 12 sider skal oversættes til tysk inden messen i Hamborg.',
    startedDaysAgo: 9,
    steps: [
      { after: 7, action: 'clarify' },
      {
        after: 20,
        action: 'cancel',
        by: 'student',
        reason: 'Jeg har desværre eksamen i samme periode og kan ikke nå det inden messen.',
      },
    ],
  },
  {
    customer: demoCustomerEmail,
    student: 'alberte.christiansen@example.com',
    skill: 'project-planning',
    name: 'Planlægning af ny afdeling',
    message: 'Hej Alberte. Vi åbner en afdeling i Randers og har brug for en plan for de første tre måneder.',
    startedDaysAgo: 20,
    employee: 'medarbejder@example.com',
    notes: 'Kunden har ringet: projektet er udskudt til næste år.',
    steps: [
      { after: 8, action: 'clarify' },
      { after: 2, by: 'student', say: 'Hej Lars. Hvornår passer det med et kort møde, så jeg kan høre mere om afdelingen?' },
      {
        after: 240,
        action: 'cancel',
        by: 'employee',
        reason: 'Ingen aktivitet i over en uge. Kunden har oplyst, at projektet er udskudt.',
      },
    ],
  },
  {
    customer: 'hanne.kristensen@example.com',
    student: 'ida.pedersen@example.com',
    skill: 'market-analysis',
    name: 'Analyse af nye kundegrupper',
    message: 'Vi vil gerne have undersøgt, om der er marked for vores rådgivning blandt nystartede virksomheder.',
    startedDaysAgo: 3,
    steps: [
      { after: 4, action: 'clarify' },
      { after: 1, by: 'student', say: 'Det lyder spændende. Jeg foreslår interviews med ti iværksættere og en kort rapport.' },
      { after: 18, action: 'offer', hours: 12 },
    ],
  },
  {
    customer: 'camilla.nielsen@example.com',
    student: 'william.larsen@example.com',
    skill: 'bookkeeping',
    name: 'Bogføring for første kvartal',
    message: 'Hej William. Jeg har en stor bunke kvitteringer fra min lille hobbyvirksomhed. Kan du bogføre dem?',
    startedDaysAgo: 25,
    steps: [
      { after: 2, action: 'clarify' },
      { after: 3, by: 'customer', say: 'Jeg har scannet dem alle ind og lagt dem i en mappe.' },
      { after: 1, action: 'offer', hours: 5 },
      { after: 10, action: 'accept' },
      { after: 96, action: 'finalize', hours: 5 },
      { after: 24, by: 'customer', say: 'Tak for hjælpen, nu har jeg endelig overblik.' },
    ],
  },
  {
    customer: 'peter.madsen@example.com',
    student: 'emil.soerensen@example.com',
    skill: 'webshop',
    name: 'Webshop til bestilling af lagkager',
    message: 'Hej Emil. Vores kunder vil gerne kunne bestille lagkager online og hente dem i butikken.',
    startedDaysAgo: 4,
    steps: [
      { after: 5, action: 'clarify' },
      { after: 0.5, by: 'student', say: 'Godt projekt. Skal kunderne betale online, eller betaler de ved afhentning?' },
      { after: 3, by: 'customer', say: 'Helst online med MobilePay.' },
    ],
  },
  {
    customer: 'hanne.kristensen@example.com',
    student: 'mathilde.aaberg@example.com',
    skill: 'brochure',
    name: 'Brochure om vores rådgivning',
    message: 'Hej Mathilde. Vi skal bruge en brochure på fire sider, som vi kan dele ud på messer.',
    startedDaysAgo: 30,
    steps: [
      { after: 3, action: 'clarify' },
      { after: 4, action: 'offer' },
      { after: 5, action: 'accept' },
      { after: 100, action: 'finalize' },
      { after: 3, by: 'customer', say: 'Den er sendt til tryk. Tak for et godt samarbejde.' },
    ],
  },
  {
    customer: 'camilla.nielsen@example.com',
    student: 'magnus.baekgaard@example.com',
    skill: 'simple-website',
    name: 'Hjemmeside til min netbutik',
    message: 'Hej Magnus. Jeg skal have en enkel hjemmeside, der fortæller om mine håndlavede smykker.',
    startedDaysAgo: 1,
    steps: [],
  },
];

/** A conversation without a project: staff welcoming a new student. */
export const demoStaffConversation = {
  employee: demoAdminEmail,
  student: 'freja.laursen@example.com',
  startedDaysAgo: 5,
  messages: [
    { after: 0, by: 'employee', say: 'Hej Freja. Velkommen! Din profil er aktiveret. Sig endelig til, hvis du har spørgsmål.' },
    { after: 3, by: 'student', say: 'Tak! Hvordan sender jeg et tilbud, når en kunde skriver til mig?' },
    { after: 1, by: 'employee', say: 'Når du har afklaret opgaven, giver du et tilbud inde i projektet med pris og timer.' },
    { after: 20, by: 'student', say: 'Perfekt, tak for hjælpen.' },
  ],
} as const;
