import { renderLayout } from '../layout.ts';
import type { MailContext, RenderedEmail } from '../rendered-email.ts';

export interface InvoiceReminderData {
  name: string;
  number: number;
  invoiceNumber: string;
  /** Danish dates and amounts, formatted by the caller ('8. december 2026', '1.250,00 kr.'). */
  dueDate: string;
  total: string;
  fee: string;
  fees: string;
  interest: string;
  interestMonths: number;
  outstanding: string;
  paymentReference: string;
  /** The third reminder carries the terms' line about the 14 days after a written demand. */
  demandDays: number | null;
  url: string;
}

/** 'Rykker <n> for faktura <number>' (decision 026), with the invoice PDF attached by the outbox row. */
export function renderInvoiceReminder(data: InvoiceReminderData, ctx: MailContext): RenderedEmail {
  const months = data.interestMonths === 1 ? '1 påbegyndt måned' : `${data.interestMonths} påbegyndte måneder`;
  return renderLayout(
    {
      subject: `Rykker ${data.number} for faktura ${data.invoiceNumber}`,
      preheader: `Faktura ${data.invoiceNumber} forfaldt ${data.dueDate}. Nyt beløb at betale: ${data.outstanding}.`,
      name: data.name,
      paragraphs: [
        `Vi har endnu ikke modtaget betaling for faktura ${data.invoiceNumber}, som forfaldt ${data.dueDate}. Fakturaen er vedhæftet.`,
        `Fakturabeløb inkl. moms: ${data.total}`,
        `Rykkergebyr for denne rykker: ${data.fee} (rykkergebyrer i alt: ${data.fees})`,
        `Renter, 0,70 % pr. påbegyndt måned (${months}): ${data.interest}`,
        `Nyt beløb at betale: ${data.outstanding}`,
        `Betal venligst med det samme og angiv betalingsreferencen ${data.paymentReference}. Har du allerede betalt, kan du se bort fra denne rykker.`,
        ...(data.demandDays === null
          ? []
          : [
              `Dette er vores sidste rykker og et skriftligt påkrav: Betales beløbet ikke inden ${data.demandDays} dage, kan vi hæve aftalen i henhold til vores betingelser.`,
            ]),
      ],
      action: { label: 'Se dine fakturaer', url: data.url },
      afterAction: ['Har du spørgsmål til fakturaen, så svar på denne e-mail eller kontakt os.'],
    },
    ctx,
  );
}
