import type { LevelKey } from '@studiekraft/shared/constants/levels';
import type { ReferenceImageName } from './reference-image-names.ts';

/** Every demo user logs in with this password. */
export const demoPassword = 'demo-1234';
/**
 * argon2id of `demoPassword` with the options of lib/passwords.ts, computed once: hashing it on every
 * first start cost a slow hash for nothing (decision 031). A test checks that it still verifies.
 */
export const demoPasswordHash =
  '$argon2id$v=19$m=19456,t=2,p=1$leMd2WYVq1eTbBilwfkfPQ$EQXw7uW1eGnYchN6QJ0oRMGhPpeddQw74GiC5K8B2f0';

export const demoAdminEmail = 'admin@example.com';
/** The demo's employee, also the team member its about page names (seed-site-settings.ts). */
export const demoAdminName = 'Mette Holm';
export const demoCustomerEmail = 'kunde@example.com';
export const demoStudentEmail = 'studerende@example.com';

export interface DemoEmployee {
  email: string;
  name: string;
  phone_number: string;
}

export interface DemoCustomer {
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  /** Absent for private customers; the company flag derives from the VAT number. */
  company_name?: string;
  vat_number?: string;
  address: string;
  postcode: string;
  city: string;
  referral?: string;
  newsletter?: boolean;
}

export interface DemoRating {
  title: string;
  score: 1 | 2 | 3 | 4 | 5;
  name: string;
  position?: string;
  body: string;
  /** E-mail of the demo customer who gave it, when it came from a project here. */
  customer?: string;
}

export interface DemoReference {
  title: string;
  text: string;
  /** Its picture: every reference a student adds has one, so a demo reference without one looks broken. */
  image: ReferenceImageName;
}

export interface DemoStudent {
  email: string;
  name: string;
  level: LevelKey;
  date_of_birth: string;
  phone_number: string;
  short: string;
  /** Rich text: 300 to 1200 characters without markup and without web addresses. */
  about: string;
  /** Category keys of catalogue-data.ts. */
  skills: string[];
  ratings: DemoRating[];
  references: DemoReference[];
  is_new?: boolean;
  notes?: string;
}

export interface DemoApplicant extends Omit<DemoStudent, 'ratings' | 'references'> {
  application: { message: string; files: { path: string; original_filename: string }[] };
}

export const demoEmployees: readonly DemoEmployee[] = [
  { email: demoAdminEmail, name: demoAdminName, phone_number: '70203040' },
  { email: 'medarbejder@example.com', name: 'Jonas Berg', phone_number: '70203041' },
];

export const demoCustomers: readonly DemoCustomer[] = [
  {
    email: demoCustomerEmail,
    first_name: 'Lars',
    last_name: 'Jensen',
    phone_number: '20304050',
    company_name: 'Jensen Tømrer ApS',
    vat_number: '12345678',
    address: 'Vestergade 12',
    postcode: '8000',
    city: 'Aarhus C',
    referral: 'google',
    newsletter: true,
  },
  {
    email: 'camilla.nielsen@example.com',
    first_name: 'Camilla',
    last_name: 'Nielsen',
    phone_number: '31425364',
    address: 'Nørrebrogade 45, 2. tv.',
    postcode: '2200',
    city: 'København N',
    referral: 'friend',
  },
  {
    email: 'peter.madsen@example.com',
    first_name: 'Peter',
    last_name: 'Madsen',
    phone_number: '42536475',
    company_name: 'Madsens Bageri ApS',
    vat_number: '87654321',
    address: 'Algade 3',
    postcode: '4000',
    city: 'Roskilde',
    referral: 'facebook',
    newsletter: true,
  },
  {
    email: 'hanne.kristensen@example.com',
    first_name: 'Hanne',
    last_name: 'Kristensen',
    phone_number: '53647586',
    company_name: 'Kristensen Rådgivning',
    vat_number: '29384756',
    address: 'Jernbanegade 8',
    postcode: '5000',
    city: 'Odense C',
    referral: 'other: Messe i Odense',
  },
];

export const demoFixedStudent: DemoStudent = {
  email: demoStudentEmail,
  name: 'Sofie Andersen',
  level: 'rising-star',
  date_of_birth: '2000-05-14',
  phone_number: '28394050',
  short: 'Webudvikler og grafiker fra Aarhus Universitet',
  about:
    '<p>Jeg hedder Sofie og læser Informationsvidenskab på kandidatniveau ved Aarhus Universitet. ' +
    'Ved siden af studiet har jeg i tre år bygget hjemmesider for små virksomheder og foreninger, ' +
    'især i WordPress, og jeg elsker at gøre et rodet website overskueligt.</p>' +
    '<p>Jeg laver også logoer, visitkort og enkle grafiske identiteter. Jeg lægger vægt på god ' +
    'dialog undervejs, så du altid ved, hvor langt opgaven er, og hvad den kommer til at koste. ' +
    'Jeg svarer som regel på beskeder samme dag.</p>',
  skills: ['simple-website', 'website-maintenance', 'seo', 'wordpress', 'graphic-design', 'logo'],
  ratings: [
    {
      title: 'Flot logo og hurtig levering',
      score: 5,
      name: 'Lars Jensen',
      position: 'Indehaver, Jensen Tømrer ApS',
      body:
        'Sofie lavede et nyt logo til vores firmabiler og arbejdstøj. Hun kom med tre forslag ' +
        'inden for en uge og rettede det valgte til, indtil det sad lige i skabet. Kan varmt anbefales.',
      customer: demoCustomerEmail,
    },
    {
      title: 'God hjælp til vores hjemmeside',
      score: 4,
      name: 'Birgitte Lund',
      position: 'Formand, Viby Tennisklub',
      body: 'Vores gamle hjemmeside var svær at opdatere. Sofie flyttede den til WordPress og lærte os at bruge den.',
    },
  ],
  references: [
    {
      title: 'Hjemmeside til Viby Tennisklub',
      image: 'website',
      text: 'Ny hjemmeside i WordPress med kalender, banebooking via eksisterende system og nyhedsarkiv.',
    },
    {
      title: 'Logo til Jensen Tømrer ApS',
      image: 'logo',
      text: 'Logo og farvepalet til firmabiler, arbejdstøj og visitkort.',
    },
  ],
};

export const demoApplicant: DemoApplicant = {
  email: 'jakob.frandsen@example.com',
  name: 'Jakob Frandsen',
  level: 'rough-diamond',
  date_of_birth: '2004-09-02',
  phone_number: '61728394',
  short: 'Markedsføringsstuderende med flair for tekst',
  about:
    '<p>Jeg studerer Markedsføring og Kommunikation på Erhvervsakademi Aarhus og er på andet semester. ' +
    'Jeg har skrevet tekster til min onkels webshop og sørget for, at den blev fundet på Google, og nu ' +
    'vil jeg gerne hjælpe flere små virksomheder med at blive synlige.</p>' +
    '<p>Jeg er grundig, god til at overholde aftaler og ikke bange for at ringe op, hvis noget er uklart.</p>',
  skills: ['seo', 'textwriting'],
  is_new: true,
  application: {
    message: 'Jeg vil gerne bruge det, jeg lærer på studiet, på rigtige opgaver. CV og karakterer eftersendes gerne.',
    // No files: the seed writes no uploads to storage, and a listed file that cannot be downloaded is worse.
    files: [],
  },
};
