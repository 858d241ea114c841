import type { AuditAction, AuditEntityType } from '@studiekraft/shared/constants/audit';
import type { AuditValueKind, AuditWords } from '@studiekraft/shared/rules/audit-entry-text';
import { payoutStatusLabels } from '../payouts/status-labels.ts';
import { projectStatusLabels } from '../projects/status-labels.ts';

/*
 * The audit log's words in Danish for the CSV export, which staff open in Excel (issue 34). The same
 * texts as da.json's adminAudit and the status labels the screens use (projectStatus,
 * adminApplications.status, invoices.status, payouts.status); danish-words.test.ts keeps them equal.
 */

export const danishAuditTexts = {
  entities: {
    user: 'Konto #{{id}}',
    customer: 'Kunde #{{id}}',
    project: 'Projekt #{{id}}',
    employee: 'Medarbejder #{{id}}',
    conversation: 'Samtale #{{id}}',
    message: 'Besked #{{id}}',
    rating: 'Udtalelse #{{id}}',
    reference: 'Reference #{{id}}',
    student: 'Studerende #{{id}}',
    testimonial: 'Udtalelse på forsiden #{{id}}',
    invoice: 'Faktura #{{id}}',
    payout_rate: 'Udbetalingssats for niveau #{{id}}',
    payout_month: 'Udbetalinger for måned {{id}}',
    level: 'Niveau #{{id}}',
    skill_group: 'Kompetencegruppe #{{id}}',
    skill: 'Kompetence #{{id}}',
    site: 'Sidens oplysninger #{{id}}',
  },
  actions: {
    user: {
      activated: 'Konto aktiveret',
      deactivated: 'Konto deaktiveret',
      anonymised: 'Persondata slettet',
      purged: 'Slettet helt efter 5 års opbevaring',
    },
    project: {
      closed: 'Projekt lukket',
      notes: 'Projektnoter ændret',
      edited: 'Projekt rettet',
      deleted: 'Projekt slettet',
    },
    customer: {
      updated: 'Kundeoplysninger ændret',
      deleted: 'Kunde slettet',
      deactivated: 'Kunde deaktiveret',
    },
    employee: {
      created: 'Medarbejder oprettet',
      deleted: 'Medarbejder slettet',
      deactivated: 'Medarbejder deaktiveret',
    },
    conversation: {
      archived: 'Samtale arkiveret',
      restored: 'Samtale gendannet',
    },
    message: {
      hidden: 'Besked skjult',
    },
    rating: {
      created: 'Udtalelse tilføjet',
      updated: 'Udtalelse ændret',
      deleted: 'Udtalelse slettet',
    },
    reference: {
      created: 'Reference tilføjet',
      updated: 'Reference ændret',
      deleted: 'Reference slettet',
    },
    student: {
      created: 'Studerende oprettet',
      updated: 'Studerendes oplysninger ændret',
      deleted: 'Studerende slettet',
      deactivated: 'Studerende deaktiveret',
    },
    application: {
      reviewed: 'Ansøgning set',
      accepted: 'Ansøgning godkendt',
      rejected: 'Ansøgning afvist',
      deleted: 'Afvist ansøgning slettet efter 6 måneder',
    },
    testimonial: {
      approved: 'Udtalelse godkendt',
      unapproved: 'Godkendelse af udtalelse trukket tilbage',
      deleted: 'Udtalelse på forsiden slettet',
    },
    invoice: {
      paid: 'Faktura markeret som betalt',
      credited: 'Faktura krediteret',
      resent: 'Faktura sendt igen',
      reminded: 'Rykker sendt',
    },
    payout_rate: {
      updated: 'Udbetalingssats ændret',
    },
    payout_month: {
      paid: 'Måned markeret som udbetalt',
    },
    level: {
      created: 'Niveau oprettet',
      updated: 'Niveau ændret',
      deleted: 'Niveau slettet',
      disabled: 'Niveau deaktiveret',
    },
    skill_group: {
      created: 'Kompetencegruppe oprettet',
      updated: 'Kompetencegruppe ændret',
      deleted: 'Kompetencegruppe slettet',
      disabled: 'Kompetencegruppe deaktiveret',
    },
    skill: {
      created: 'Kompetence oprettet',
      updated: 'Kompetence ændret',
      deleted: 'Kompetence slettet',
      disabled: 'Kompetence deaktiveret',
    },
    site: {
      updated: 'Sidens oplysninger ændret',
    },
  },
  fields: {
    notes: 'Noter',
    status: 'Status',
    message: 'Begrundelse',
    activated: 'Aktiv',
    activation_mail: 'Aktiveringsmail',
    conversation_id: 'Samtale',
    content: 'Indhold',
    sender_user_id: 'Afsender',
    deleted: 'Slettet',
    archived: 'Arkiveret',
    name: 'Navn',
    email: 'E-mail',
    company_name: 'Virksomhed',
    phone_number: 'Telefon',
    first_name: 'Fornavn',
    last_name: 'Efternavn',
    address: 'Adresse',
    postcode: 'Postnummer',
    city: 'By',
    vat_number: 'CVR-nummer',
    title: 'Overskrift',
    score: 'Bedømmelse',
    position: 'Stilling',
    body: 'Udtalelse',
    customer_id: 'Kunde',
    student_id: 'Studerende',
    text: 'Tekst',
    link: 'Link',
    slug: 'Profillink',
    date_of_birth: 'Fødselsdato',
    short: 'Kort tekst',
    about: 'Om-tekst',
    level_id: 'Niveau',
    skills: 'Færdigheder',
    email_confirmed: 'Email bekræftet',
    password: 'Kodeord',
    employee_conversations: 'Samtaler med medarbejdere',
    approved_at: 'Godkendt',
    company: 'Virksomhed',
    user_id: 'Konto',
    anonymised: 'Persondata slettet',
    account_deleted: 'Konto slettet',
    invoices: 'Fakturaer',
    payouts: 'Udbetalinger',
    projects: 'Projekter',
    kept_from_year: 'Gemt fra år',
    reminders_sent: 'Rykkere sendt',
    fee_ore: 'Rykkergebyr',
    interest_ore: 'Renter',
    outstanding_ore: 'Udestående',
    paid_at: 'Betalt',
    credit_note: 'Kreditnota',
    to: 'Sendt til',
    share_percent: 'Andel (%)',
    month: 'Måned',
    lines: 'Linjer',
    pay: 'Løn',
    holiday_pay: 'Feriepenge',
    personal_message: 'Personlig besked',
    rejected_at: 'Afvist',
    files: 'Filer',
    skill_id: 'Kompetence',
    price: 'Pris',
    messages: 'Beskeder',
    key: 'Nøgle',
    order: 'Rækkefølge',
    enabled: 'Aktiv på siden',
    skill_group_id: 'Kompetencegruppe',
    paygrades: 'Priser',
    phone: 'Telefon',
    messenger_url: 'Messenger-link',
    team_member: 'Teammedlem',
    office_hours: 'Åbningstider',
  },
  values: {
    password: {
      set: 'Valgt af medarbejder',
      auto: 'Vælges af den studerende via link',
    },
    project: projectStatusLabels,
    application: {
      received: 'Modtaget',
      reviewed: 'Gennemset',
      accepted: 'Godkendt',
      rejected: 'Afvist',
    },
    invoice: {
      open: 'Åben',
      overdue: 'Forfalden',
      paid: 'Betalt',
      credited: 'Krediteret',
    },
    payout: payoutStatusLabels,
  },
  none: '(intet)',
  unknownEmployee: 'Ukendt medarbejder',
  yes: 'Ja',
  no: 'Nej',
};

const lookup = (table: Record<string, string> | undefined, key: string) =>
  table && Object.hasOwn(table, key) ? table[key] : undefined;
const actions: Record<string, Record<string, string>> = danishAuditTexts.actions;
const values: Record<AuditValueKind, Record<string, string>> = danishAuditTexts.values;

const kroner = new Intl.NumberFormat('da-DK', { style: 'currency', currency: 'DKK', minimumFractionDigits: 2 });

export const danishAuditWords: AuditWords = {
  none: danishAuditTexts.none,
  yes: danishAuditTexts.yes,
  no: danishAuditTexts.no,
  action: (action: AuditAction) => {
    const [kind = '', verb = ''] = action.split('.');
    return lookup(actions[kind], verb) ?? action;
  },
  entity: (type: AuditEntityType, id: number) => (lookup(danishAuditTexts.entities, type) ?? type).replace('{{id}}', String(id)),
  field: (field: string) => lookup(danishAuditTexts.fields, field) ?? field,
  value: (kind: AuditValueKind, code: string) => lookup(values[kind], code) ?? code,
  kroner: (amount: number) => kroner.format(amount),
};
