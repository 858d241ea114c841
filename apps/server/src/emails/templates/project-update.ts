import { renderLayout } from '../layout.ts';
import type { MailContext, RenderedEmail } from '../rendered-email.ts';

/** Lifecycle steps that e-mail somebody (ARCHITECTURE.md section 5). */
export type ProjectUpdateKind =
  | 'clarification'
  | 'offer-posted'
  | 'offer-edited'
  | 'offer-accepted'
  | 'extra-hours-requested'
  | 'extra-hours-approved'
  | 'extra-hours-declined'
  | 'finalized'
  | 'cancelled'
  | 'closed-by-staff';

export interface ProjectUpdateData {
  kind: ProjectUpdateKind;
  /** Who receives this copy. */
  recipient: 'customer' | 'student';
  recipientName: string;
  /** The other party (or, for staff closing, the staff member). */
  actorName: string;
  projectName: string;
  /** Formatted by the caller, e.g. '225 kr. pr. time, 3 timer (i alt 675 kr.)'; offers and finalizing only. */
  priceText?: string;
  /** Offers: until when the offer stands, e.g. '8. nov. 2026, kl. 10:00' (valid 7 days, decision 014). */
  validUntil?: string;
  /** The reason given when cancelling or closing, or for asking for extra hours. */
  reason?: string;
  /** The project's conversation; for the customer's finalize mail, the rating form. */
  url: string;
}

interface Copy {
  subject: string;
  paragraphs: string[];
  action: string;
  after?: string[];
}

function copyFor(d: ProjectUpdateData, ctx: MailContext): Copy {
  const p = `"${d.projectName}"`;
  const toCustomer = d.recipient === 'customer';
  switch (d.kind) {
    case 'clarification':
      return {
        subject: `${d.actorName} ser på dit projekt`,
        paragraphs: [
          `${d.actorName} er gået i gang med at afklare projektet ${p}. Vurderingen tager højst 2 dage.`,
          'Svar gerne på spørgsmål i samtalen, så du hurtigt kan få et tilbud.',
        ],
        action: 'Gå til samtalen',
      };
    case 'offer-posted':
    case 'offer-edited': {
      const edited = d.kind === 'offer-edited';
      return toCustomer
        ? {
            subject: edited ? `Opdateret tilbud på ${d.projectName}` : `Du har fået et tilbud på ${d.projectName}`,
            paragraphs: [
              `${d.actorName} har ${edited ? 'opdateret sit' : 'sendt dig et'} tilbud på projektet ${p}: ${d.priceText ?? ''}.`,
              ...(d.validUntil ? [`Tilbuddet gælder til ${d.validUntil}.`] : []),
              'Alle priser er ekskl. moms. Når du accepterer tilbuddet, er aftalen bindende.',
            ],
            action: 'Se tilbuddet',
          }
        : {
            subject: edited ? `Dit tilbud på ${d.projectName} er opdateret` : `Dit tilbud på ${d.projectName} er sendt`,
            paragraphs: [
              `Dit tilbud på projektet ${p} er sendt til ${d.actorName}: ${d.priceText ?? ''}.`,
              ...(d.validUntil ? [`Tilbuddet gælder til ${d.validUntil}. Derefter kan du sende det igen.`] : []),
              'Du kan rette pris og timer, indtil kunden accepterer.',
            ],
            action: 'Gå til samtalen',
          };
    }
    case 'offer-accepted':
      return toCustomer
        ? {
            subject: `Du har accepteret tilbuddet på ${d.projectName}`,
            paragraphs: [
              `Du har accepteret tilbuddet på projektet ${p}: ${d.priceText ?? ''}. Aftalen er nu bindende.`,
              `Skal projektet annulleres fra nu af, skal du kontakte ${ctx.brandName}.`,
            ],
            action: 'Gå til samtalen',
          }
        : {
            subject: `Tilbuddet på ${d.projectName} er accepteret`,
            paragraphs: [
              `${d.actorName} har accepteret dit tilbud på projektet ${p}: ${d.priceText ?? ''}.`,
              'Du kan gå i gang. Afslut projektet i samtalen, når opgaven er løst.',
            ],
            action: 'Gå til samtalen',
          };
    case 'extra-hours-requested':
      return {
        subject: `${d.actorName} beder om ekstra timer på ${d.projectName}`,
        paragraphs: [
          `${d.actorName} beder om at måtte fakturere ${d.priceText ?? ''} ekskl. moms ud over det aftalte tilbud på projektet ${p}.`,
          'Begrundelsen er:',
        ],
        action: 'Godkend eller afvis',
        after: ['Uden din godkendelse kan der højst faktureres de timer, du allerede har accepteret.'],
      };
    case 'extra-hours-approved':
    case 'extra-hours-declined': {
      const approved = d.kind === 'extra-hours-approved';
      return {
        subject: `${d.actorName} har ${approved ? 'godkendt' : 'afvist'} de ekstra timer på ${d.projectName}`,
        paragraphs: [
          `${d.actorName} har ${approved ? 'godkendt' : 'afvist'} ${d.priceText ?? ''} ekskl. moms ekstra på projektet ${p}.`,
          approved
            ? 'Du kan nu afslutte projektet med de ekstra timer.'
            : 'Du kan afslutte projektet med de timer, der allerede er aftalt, eller tale med kunden i samtalen.',
        ],
        action: 'Gå til samtalen',
      };
    }
    case 'finalized':
      return toCustomer
        ? {
            subject: `${d.projectName} er afsluttet`,
            paragraphs: [
              `${d.actorName} har afsluttet projektet ${p}. Den endelige pris er ${d.priceText ?? ''} ekskl. moms.`,
              `Du modtager en faktura fra ${ctx.brandName}. Vi vil blive glade, hvis du giver ${d.actorName} en bedømmelse: det hjælper andre kunder og den studerende.`,
            ],
            action: 'Giv en bedømmelse',
          }
        : {
            subject: `Du har afsluttet ${d.projectName}`,
            paragraphs: [
              `Projektet ${p} er afsluttet med en endelig pris på ${d.priceText ?? ''} ekskl. moms.`,
              `${ctx.brandName} sender fakturaen til kunden og sørger for din løn. Tak for indsatsen!`,
            ],
            action: 'Gå til samtalen',
          };
    case 'cancelled':
      return {
        subject: `${d.projectName} er annulleret`,
        paragraphs: [`${d.actorName} har annulleret projektet ${p}.`, ...(d.reason ? ['Begrundelsen er:'] : [])],
        action: 'Gå til samtalen',
        after: ['Samtalen kan stadig læses, men der kan ikke skrives nye beskeder.'],
      };
    case 'closed-by-staff':
      return {
        subject: `${d.projectName} er lukket`,
        paragraphs: [`${ctx.brandName} har lukket projektet ${p}.`, ...(d.reason ? ['Begrundelsen er:'] : [])],
        action: 'Gå til samtalen',
        after: [`Har du spørgsmål, er du velkommen til at kontakte ${ctx.brandName}.`],
      };
  }
}

/** The e-mails of the project lifecycle, one copy per recipient. */
export function renderProjectUpdate(data: ProjectUpdateData, ctx: MailContext): RenderedEmail {
  const copy = copyFor(data, ctx);
  return renderLayout(
    {
      subject: copy.subject,
      preheader: copy.paragraphs[0] ?? copy.subject,
      name: data.recipientName,
      paragraphs: copy.paragraphs,
      ...(data.reason && (data.kind === 'cancelled' || data.kind === 'closed-by-staff' || data.kind === 'extra-hours-requested')
        ? { quote: data.reason }
        : {}),
      action: { label: copy.action, url: data.url },
      ...(copy.after ? { afterAction: copy.after } : {}),
    },
    ctx,
  );
}
