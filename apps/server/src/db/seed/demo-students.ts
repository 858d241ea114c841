import type { DemoStudent } from './demo-people.ts';

/** The active demo students besides the fixed login; together they cover every group and level. */
export const demoStudents: readonly DemoStudent[] = [
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
      { title: 'Revisionsassistent', text: 'Tre år som studentermedhjælper i et mindre revisionsfirma på Frederiksberg.' },
      { title: 'Løn for håndværkerfirma', text: 'Månedlig lønkørsel for et firma med otte ansatte.' },
    ],
  },
  {
    email: 'freja.laursen@example.com',
    name: 'Freja Laursen',
    level: 'rough-diamond',
    date_of_birth: '2004-07-23',
    phone_number: '23344556',
    short: 'Grafisk designer med sans for detaljen',
    about:
      '<p>Jeg er Freja og læser Visuel kommunikation på første år. Jeg tegner, layouter og arbejder hver dag ' +
      'i Illustrator, InDesign og Photoshop.</p><p>Jeg kan hjælpe med brochurer, visitkort, plakater og ' +
      'opslag til sociale medier. Jeg er ny på platformen og derfor en billig løsning, men jeg tager hver ' +
      'opgave lige så seriøst som en eksamen og sender altid et par skitser, før jeg går i gang med det endelige.</p>',
    skills: ['graphic-design', 'brochure', 'business-card', 'graphical-software_miscellaneous'],
    is_new: true,
    ratings: [{ title: 'Fine visitkort', score: 4, name: 'Anders Bech', position: 'Fysioterapeut', body: 'Flotte kort og hurtigt svar.' }],
    references: [],
  },
  {
    email: 'emil.soerensen@example.com',
    name: 'Emil Sørensen',
    level: 'mastermind',
    date_of_birth: '1996-11-30',
    phone_number: '24455667',
    short: 'Fullstack-udvikler, datalogi på DTU',
    about:
      '<p>Jeg skriver speciale i datalogi på DTU og har arbejdet som udvikler ved siden af studiet i fire år. ' +
      'Jeg bygger webshops og hjemmesider med bookingsystemer, medlemslogin og integrationer til ' +
      'regnskabsprogrammer.</p><p>På backend-siden arbejder jeg med TypeScript, Python og PostgreSQL, og ' +
      'jeg hjælper også gerne med at rydde op i en gammel database eller skrive et lille script, der sparer ' +
      'dig for manuelt arbejde.</p>',
    skills: ['frontend', 'backend', 'databases', 'programming-languages', 'advanced-website', 'webshop'],
    ratings: [
      { title: 'Webshoppen kører', score: 5, name: 'Sara Juhl', position: 'Ejer, Juhl Keramik', body: 'Emil byggede vores webshop og fik koblet den på lageret.' },
      { title: 'Solidt arbejde', score: 4, name: 'Kim Dahl', body: 'God kode og god dokumentation.' },
    ],
    references: [
      { title: 'Webshop til Juhl Keramik', text: 'Webshop med 200 varer, lagerstyring og fragtberegning.' },
      { title: 'Studenterudvikler', text: 'Fire år som deltidsudvikler i en softwarevirksomhed i Lyngby.' },
      { title: 'Bookingsystem', text: 'Online booking til en frisørsalon med SMS-påmindelser.' },
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
      { title: 'Flere kunder i butikken', score: 5, name: 'Hanne Kristensen', position: 'Indehaver, Kristensen Rådgivning', body: 'Ida lavede en indholdsplan for tre måneder, og vi kan mærke det.', customer: 'hanne.kristensen@example.com' },
    ],
    references: [{ title: 'Sociale medier for tøjbutik', text: 'Ansvarlig for Instagram og Facebook i to år, fra 800 til 5.000 følgere.' }],
  },
  {
    email: 'oliver.thomsen@example.com',
    name: 'Oliver Thomsen',
    level: 'rough-diamond',
    date_of_birth: '2003-12-01',
    phone_number: '26677889',
    short: 'Filmstuderende, foto og klipning',
    about:
      '<p>Jeg læser Medievidenskab i Aalborg og har altid et kamera med. Jeg fotograferer produkter, ' +
      'medarbejdere og arrangementer og klipper korte film til sociale medier, også i lodret format til ' +
      'TikTok og Reels.</p><p>Du skal selv levere råoptagelserne, hvis jeg kun skal klippe. Jeg arbejder i ' +
      'Premiere Pro og Lightroom og leverer i de formater, du har brug for.</p>',
    skills: ['foto', 'film-clipping', 'film-foto_miscellaneous', 'tiktok-add'],
    ratings: [{ title: 'Flotte produktbilleder', score: 4, name: 'Lone Friis', body: 'Gode billeder til webshoppen, leveret hurtigt.' }],
    references: [{ title: 'Produktfoto', text: 'Produktbilleder af 60 varer til en lokal webshop.' }],
  },
  {
    email: 'clara.moeller@example.com',
    name: 'Clara Møller',
    level: 'rising-star',
    date_of_birth: '1998-06-17',
    phone_number: '27788990',
    short: 'Sprogstuderende, oversætter og tekstforfatter',
    about:
      '<p>Jeg læser Engelsk og Tysk på Københavns Universitet og har boet et år i både Berlin og Lyon. ' +
      'Jeg oversætter hjemmesider, brochurer og kontrakter mellem dansk, engelsk, tysk og fransk.</p>' +
      '<p>Jeg skriver også danske tekster til hjemmesider og nyhedsbreve ud fra de nøgleord, du giver mig. ' +
      'Jeg holder fast i din tone, så teksten stadig lyder som dig.</p>',
    skills: ['translation-english', 'translation-german', 'translation-french', 'textwriting'],
    ratings: [
      { title: 'Præcis oversættelse', score: 5, name: 'Martin Krogh', position: 'Salgschef', body: 'Vores produktark på tysk blev oversat hurtigt og korrekt.' },
      { title: 'Gode tekster', score: 4, name: 'Pia Vestergaard', body: 'Skarpe tekster til vores nye hjemmeside.' },
    ],
    references: [{ title: 'Oversættelse af hjemmeside', text: 'Hjemmeside på 30 sider oversat fra dansk til tysk og engelsk.' }],
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
    ratings: [{ title: 'Mange møder booket', score: 4, name: 'Rasmus Lind', position: 'Partner, Lind IT', body: 'Noah bookede 14 møder på to uger.' }],
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
      { title: 'Styr på projektet', score: 5, name: 'Lars Jensen', position: 'Indehaver, Jensen Tømrer ApS', body: 'Alberte planlagte flytningen af vores værksted, så intet gik tabt.', customer: 'kunde@example.com' },
      { title: 'Skarp analyse', score: 5, name: 'Eva Holst', position: 'Direktør', body: 'Kundeanalysen gav os tre klare indsatsområder.' },
      { title: 'God struktur', score: 4, name: 'Ole Bak', body: 'Overblik og tavlemøder hver uge.' },
    ],
    references: [
      { title: 'Projektleder, frivillig organisation', text: 'Ledelse af tre årlige indsamlingsprojekter med over 100 frivillige.' },
      { title: 'Kundeanalyse', text: 'Spørgeskemaundersøgelse med 600 svar og rapport til ledelsen.' },
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
    ratings: [{ title: 'Vellykket julefrokost', score: 5, name: 'Mia Holt', position: 'HR-ansvarlig', body: 'Alt fra mad til musik var på plads.' }],
    references: [{ title: 'Afviklingsansvarlig', text: 'Ansvarlig for en scene på en musikfestival med 8.000 gæster.' }],
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
    ratings: [{ title: 'Hurtig rekruttering', score: 3, name: 'Jan Munk', body: 'Fandt gode kandidater, men lidt langsom til at svare.' }],
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
      { title: 'Orden i bilagene', score: 4, name: 'Camilla Nielsen', body: 'William hjalp mig med regnskabet for min enkeltmandsvirksomhed.', customer: 'camilla.nielsen@example.com' },
    ],
    references: [{ title: 'Projektassistent i kommune', text: 'Dataindsamling og afrapportering i et trafiksikkerhedsprojekt.' }],
  },
  {
    email: 'asta.boegh@example.com',
    name: 'Asta Bøgh',
    level: 'mastermind',
    date_of_birth: '1997-12-24',
    phone_number: '33344556',
    short: 'Kommunikation, nyhedsbreve og kinesisk',
    about:
      '<p>Jeg læser Kinastudier og Kommunikation og har boet to år i Shanghai. Jeg oversætter mellem dansk, ' +
      'engelsk, spansk og kinesisk og hjælper virksomheder, der vil ud på nye markeder.</p><p>Jeg har ' +
      'også skrevet nyhedsbreve i Mailchimp og tekster til hjemmesider og sociale medier for flere små ' +
      'virksomheder, og jeg kan lave små rettelser på din hjemmeside, når teksten skal på.</p>',
    skills: ['translation-chinese', 'translation-spanish', 'textwriting', 'socialmedia-communication_miscellaneous', 'mailchimp', 'web_miscellaneous'],
    ratings: [
      { title: 'Nyhedsbrev der bliver læst', score: 5, name: 'Peter Madsen', position: 'Direktør, Madsens Bageri ApS', body: 'Åbningsraten steg markant.', customer: 'peter.madsen@example.com' },
      { title: 'Hjælp til messe i Kina', score: 5, name: 'Tina Berg', position: 'Eksportchef', body: 'Oversatte vores materiale og tolkede.' },
    ],
    references: [
      { title: 'Nyhedsbreve i Mailchimp', text: 'Månedligt nyhedsbrev til 3.000 modtagere for en lokal virksomhed.' },
      { title: 'Oversættelse til kinesisk', text: 'Brochure og præsentation til en messe i Shanghai.' },
    ],
  },
  {
    email: 'mathilde.aaberg@example.com',
    name: 'Mathilde Åberg',
    level: 'rising-star',
    date_of_birth: '2001-02-03',
    phone_number: '34455667',
    short: 'Designer i Photoshop, Illustrator og InDesign',
    about:
      '<p>Jeg læser Designteknologi på KEA og har arbejdet med grafisk software, siden jeg gik i gymnasiet. ' +
      'Jeg tegner logoer, sætter brochurer op til tryk og retter billeder til, så de passer til både web og ' +
      'print.</p><p>Jeg sender altid en trykklar PDF og de åbne filer med, så du ejer dit materiale. ' +
      'Jeg er vant til at arbejde efter en designmanual og kan også lave en til dig.</p>',
    skills: ['graphical-software_miscellaneous', 'logo', 'brochure', 'graphic-design'],
    ratings: [
      { title: 'Brochuren blev flot', score: 5, name: 'Hanne Kristensen', position: 'Indehaver, Kristensen Rådgivning', body: 'Trykklar brochure på under en uge.', customer: 'hanne.kristensen@example.com' },
    ],
    references: [{ title: 'Designmanual', text: 'Logo, farver og skrifttyper samlet i en designmanual for en café.' }],
  },
  {
    email: 'magnus.baekgaard@example.com',
    name: 'Magnus Bækgaard',
    level: 'rough-diamond',
    date_of_birth: '2005-05-30',
    phone_number: '35566778',
    short: 'Webintegrator-studerende, WordPress og SEO',
    about:
      '<p>Jeg læser til multimediedesigner i Odense og bygger hjemmesider i WordPress. Jeg har lavet ' +
      'sider for min fodboldklub og et par lokale håndværkere og sørger for, at de virker godt på mobilen.</p>' +
      '<p>Jeg hjælper også med søgemaskineoptimering og løbende vedligeholdelse, så siden er opdateret og ' +
      'sikker. Som ny på platformen er jeg billig, og jeg svarer hurtigt.</p>',
    skills: ['simple-website', 'wordpress', 'seo', 'website-maintenance'],
    is_new: true,
    ratings: [{ title: 'God første hjemmeside', score: 4, name: 'Kasper Nørgaard', position: 'Murermester', body: 'Enkel og pæn hjemmeside til en god pris.' }],
    references: [],
  },
];
