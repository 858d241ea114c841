import type { DemoStudent } from './demo-people.ts';

/** Active demo students in graphics, web, technical software, film and photo, language and communication. */
export const demoCreativeStudents: readonly DemoStudent[] = [
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
    ratings: [
      { title: 'Fine visitkort', score: 4, name: 'Anders Bech', position: 'Fysioterapeut', body: 'Flotte kort og hurtigt svar.' },
    ],
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
      {
        title: 'Webshoppen kører',
        score: 5,
        name: 'Sara Juhl',
        position: 'Ejer, Juhl Keramik',
        body: 'Emil byggede vores webshop og fik koblet den på lageret.',
      },
      { title: 'Solidt arbejde', score: 4, name: 'Kim Dahl', body: 'God kode og god dokumentation.' },
    ],
    references: [
      { title: 'Webshop til Juhl Keramik', image: 'website', text: 'Webshop med 200 varer, lagerstyring og fragtberegning.' },
      { title: 'Studenterudvikler', image: 'code', text: 'Fire år som deltidsudvikler i en softwarevirksomhed i Lyngby.' },
      { title: 'Bookingsystem', image: 'code', text: 'Online booking til en frisørsalon med SMS-påmindelser.' },
    ],
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
    ratings: [
      { title: 'Flotte produktbilleder', score: 4, name: 'Lone Friis', body: 'Gode billeder til webshoppen, leveret hurtigt.' },
    ],
    references: [{ title: 'Produktfoto', image: 'photo', text: 'Produktbilleder af 60 varer til en lokal webshop.' }],
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
      {
        title: 'Præcis oversættelse',
        score: 5,
        name: 'Martin Krogh',
        position: 'Salgschef',
        body: 'Vores produktark på tysk blev oversat hurtigt og korrekt.',
      },
      { title: 'Gode tekster', score: 4, name: 'Pia Vestergaard', body: 'Skarpe tekster til vores nye hjemmeside.' },
    ],
    references: [
      {
        title: 'Oversættelse af hjemmeside',
        image: 'translation',
        text: 'Hjemmeside på 30 sider oversat fra dansk til tysk og engelsk.',
      },
    ],
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
    skills: [
      'translation-chinese',
      'translation-spanish',
      'textwriting',
      'socialmedia-communication_miscellaneous',
      'mailchimp',
      'web_miscellaneous',
    ],
    ratings: [
      {
        title: 'Nyhedsbrev der bliver læst',
        score: 5,
        name: 'Peter Madsen',
        position: 'Direktør, Madsens Bageri ApS',
        body: 'Åbningsraten steg markant.',
        customer: 'peter.madsen@example.com',
      },
      {
        title: 'Hjælp til messe i Kina',
        score: 5,
        name: 'Tina Berg',
        position: 'Eksportchef',
        body: 'Oversatte vores materiale og tolkede.',
      },
    ],
    references: [
      {
        title: 'Nyhedsbreve i Mailchimp',
        image: 'newsletter',
        text: 'Månedligt nyhedsbrev til 3.000 modtagere for en lokal virksomhed.',
      },
      { title: 'Oversættelse til kinesisk', image: 'translation', text: 'Brochure og præsentation til en messe i Shanghai.' },
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
      {
        title: 'Brochuren blev flot',
        score: 5,
        name: 'Hanne Kristensen',
        position: 'Indehaver, Kristensen Rådgivning',
        body: 'Trykklar brochure på under en uge.',
        customer: 'hanne.kristensen@example.com',
      },
    ],
    references: [
      { title: 'Designmanual', image: 'logo', text: 'Logo, farver og skrifttyper samlet i en designmanual for en café.' },
    ],
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
    ratings: [
      {
        title: 'God første hjemmeside',
        score: 4,
        name: 'Kasper Nørgaard',
        position: 'Murermester',
        body: 'Enkel og pæn hjemmeside til en god pris.',
      },
    ],
    references: [],
  },
];
