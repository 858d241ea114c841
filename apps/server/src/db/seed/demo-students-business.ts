import type { DemoStudent } from './demo-people.ts';

/** Active demo students in finance, marketing, sales, HR, project work and events. */
export const demoBusinessStudents: readonly DemoStudent[] = [
  {
    email: 'mads.kristensen@example.com',
    name: 'Mads Kristensen',
    level: 'mastermind',
    date_of_birth: '1997-02-11',
    phone_number: '22334455',
    short: 'Cand.merc.aud.-studerende med styr på tallene',
    about:
      '<p>Jeg læser cand.merc.aud. på Copenhagen Business School og har arbejdet tre år som studentermedhjælper ' +
      'i et revisionsfirma. Jeg laver bogføring, momsindberetning, lønkørsel og årsregnskaber for små ' +
      'virksomheder og arbejder til daglig i e-conomic, Dinero og Billy.</p>' +
      '<p>Jeg hjælper gerne med at få styr på bilagene, før det bliver en stor bunke, og forklarer tallene, ' +
      'så du forstår dem.</p>',
    skills: ['accounting', 'bookkeeping', 'annual-accounts', 'vat-reporting', 'payroll', 'excel'],
    ratings: [
      {
        title: 'Årsregnskabet kom i hus',
        score: 5,
        name: 'Peter Madsen',
        position: 'Direktør, Madsens Bageri ApS',
        body: 'Mads fik styr på et halvt års bilag og lavede årsregnskabet til tiden. Meget professionelt.',
        customer: 'peter.madsen@example.com',
      },
      { title: 'Tålmodig og grundig', score: 5, name: 'Jette Holm', body: 'Forklarede momsen, så selv jeg forstod den.' },
    ],
    references: [
      {
        title: 'Revisionsassistent',
        image: 'accounts',
        text: 'Tre år som studentermedhjælper i et mindre revisionsfirma på Frederiksberg.',
      },
      { title: 'Løn for håndværkerfirma', image: 'accounts', text: 'Månedlig lønkørsel for et firma med otte ansatte.' },
    ],
  },
  {
    email: 'ida.pedersen@example.com',
    name: 'Ida Pedersen',
    level: 'rising-star',
    date_of_birth: '1999-03-08',
    phone_number: '25566778',
    short: 'Marketingstuderende med fokus på sociale medier',
    about:
      '<p>Jeg læser International Marketing på Syddansk Universitet og har i to år styret de sociale medier ' +
      'for en lokal tøjbutik. Jeg laver markedsanalyser, indholdsplaner og annoncer på Facebook og ' +
      'Instagram.</p><p>Jeg starter altid med at finde ud af, hvem dine kunder er, og hvor de er, så ' +
      'pengene bruges der, hvor de gør en forskel. Du får en kort rapport hver måned med resultaterne.</p>',
    skills: ['market-analysis', 'market-canvas', 'socialmedia', 'facebook-ads', 'instagram-add'],
    ratings: [
      {
        title: 'Flere kunder i butikken',
        score: 5,
        name: 'Hanne Kristensen',
        position: 'Indehaver, Kristensen Rådgivning',
        body: 'Ida lavede en indholdsplan for tre måneder, og vi kan mærke det.',
        customer: 'hanne.kristensen@example.com',
      },
    ],
    references: [
      {
        title: 'Sociale medier for tøjbutik',
        image: 'social',
        text: 'Ansvarlig for Instagram og Facebook i to år, fra 800 til 5.000 følgere.',
      },
    ],
  },
  {
    email: 'noah.rasmussen@example.com',
    name: 'Noah Rasmussen',
    level: 'rough-diamond',
    date_of_birth: '2002-10-05',
    phone_number: '28899001',
    short: 'Salgsorienteret HA-studerende',
    about:
      '<p>Jeg læser HA på Aarhus BSS og har to års erfaring fra et callcenter, hvor jeg ringede til både ' +
      'private og virksomheder. Jeg kan hjælpe med telefonsalg, mødebooking og opfølgning på tilbud.</p>' +
      '<p>Jeg kan også skrive opslag og annoncer på LinkedIn, så du når de rigtige beslutningstagere. Jeg ' +
      'rapporterer løbende, hvor mange jeg har talt med, og hvad de sagde.</p>',
    skills: ['telephone-sales', 'freelance-sales-consultant', 'linkedin-add'],
    is_new: true,
    ratings: [
      {
        title: 'Mange møder booket',
        score: 4,
        name: 'Rasmus Lind',
        position: 'Partner, Lind IT',
        body: 'Noah bookede 14 møder på to uger.',
      },
    ],
    references: [],
  },
  {
    email: 'alberte.christiansen@example.com',
    name: 'Alberte Christiansen',
    level: 'mastermind',
    date_of_birth: '1996-04-19',
    phone_number: '29900112',
    short: 'Projektleder og dataanalytiker',
    about:
      '<p>Jeg skriver speciale i Statskundskab og har ledet projekter i en frivillig organisation med over ' +
      'hundrede medlemmer. Jeg planlægger projekter, holder styr på deadlines og får alle til at trække i ' +
      'samme retning, gerne i Monday eller Trello.</p><p>Jeg laver også dataanalyser i Excel, R og Python ' +
      'og præsenterer resultaterne, så de kan bruges til beslutninger og ikke bare ender i en skuffe.</p>',
    skills: ['project-manager', 'project-planning', 'data-analysis', 'monday-app', 'trello-app'],
    ratings: [
      {
        title: 'Styr på projektet',
        score: 5,
        name: 'Lars Jensen',
        position: 'Indehaver, Jensen Tømrer ApS',
        body: 'Alberte planlagte flytningen af vores værksted, så intet gik tabt.',
        customer: 'kunde@example.com',
      },
      {
        title: 'Skarp analyse',
        score: 5,
        name: 'Eva Holst',
        position: 'Direktør',
        body: 'Kundeanalysen gav os tre klare indsatsområder.',
      },
      { title: 'God struktur', score: 4, name: 'Ole Bak', body: 'Overblik og tavlemøder hver uge.' },
    ],
    references: [
      {
        title: 'Projektleder, frivillig organisation',
        image: 'event',
        text: 'Ledelse af tre årlige indsamlingsprojekter med over 100 frivillige.',
      },
      { title: 'Kundeanalyse', image: 'chart', text: 'Spørgeskemaundersøgelse med 600 svar og rapport til ledelsen.' },
    ],
  },
  {
    email: 'lucas.poulsen@example.com',
    name: 'Lucas Poulsen',
    level: 'rising-star',
    date_of_birth: '1999-08-28',
    phone_number: '30011223',
    short: 'Eventplanlægger med erfaring fra festivaler',
    about:
      '<p>Jeg læser Oplevelsesøkonomi og har været frivillig og afviklingsansvarlig på flere festivaler. ' +
      'Jeg planlægger firmafester, konferencer og sommerarrangementer, fra budget og leverandører til ' +
      'afvikling på dagen.</p><p>Jeg kan også lave opslag og annoncer på Snapchat, så de yngre gæster ' +
      'hører om arrangementet. Jeg er vant til at tage beslutninger, når noget ikke går efter planen.</p>',
    skills: ['event-planning', 'event-coordination', 'snapchat-add'],
    ratings: [
      {
        title: 'Vellykket julefrokost',
        score: 5,
        name: 'Mia Holt',
        position: 'HR-ansvarlig',
        body: 'Alt fra mad til musik var på plads.',
      },
    ],
    references: [
      { title: 'Afviklingsansvarlig', image: 'event', text: 'Ansvarlig for en scene på en musikfestival med 8.000 gæster.' },
    ],
  },
  {
    email: 'emma.johansen@example.com',
    name: 'Emma Johansen',
    level: 'rough-diamond',
    date_of_birth: '2003-01-14',
    phone_number: '31122334',
    short: 'HR-studerende, rekruttering og administration',
    about:
      '<p>Jeg læser Human Resource Management og arbejder som studentermedhjælper i en HR-afdeling. ' +
      'Jeg skriver stillingsopslag, sorterer ansøgninger og booker samtaler, og jeg kan hjælpe med ' +
      'personaleadministration som kontrakter, ferieplaner og onboarding.</p><p>Jeg laver også pæne ' +
      'præsentationer i PowerPoint til personalemøder og introduktion af nye medarbejdere.</p>',
    skills: ['recruitment', 'staff-administration', 'powerpoint'],
    is_new: true,
    ratings: [
      { title: 'Hurtig rekruttering', score: 3, name: 'Jan Munk', body: 'Fandt gode kandidater, men lidt langsom til at svare.' },
    ],
    references: [],
  },
  {
    email: 'william.larsen@example.com',
    name: 'William Larsen',
    level: 'rising-star',
    date_of_birth: '2000-09-09',
    phone_number: '32233445',
    short: 'Økonomistuderende og projektassistent',
    about:
      '<p>Jeg læser Økonomi på Aarhus Universitet og har arbejdet som projektassistent i en kommune. ' +
      'Jeg bogfører for små virksomheder, indsamler data til undersøgelser og laver overskuelige ' +
      'regneark i Excel.</p><p>Jeg kan lide opgaver, hvor der skal skabes orden, og er god til at ' +
      'dokumentere, hvad jeg har gjort, så du selv kan tage over bagefter.</p>',
    skills: ['bookkeeping', 'data-collection', 'project-assistant', 'excel'],
    ratings: [
      {
        title: 'Orden i bilagene',
        score: 4,
        name: 'Camilla Nielsen',
        body: 'William hjalp mig med regnskabet for min enkeltmandsvirksomhed.',
        customer: 'camilla.nielsen@example.com',
      },
    ],
    references: [
      {
        title: 'Projektassistent i kommune',
        image: 'chart',
        text: 'Dataindsamling og afrapportering i et trafiksikkerhedsprojekt.',
      },
    ],
  },
];
