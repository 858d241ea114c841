import { renderLayout } from '../layout.ts';
import type { MailContext, RenderedEmail } from '../rendered-email.ts';

export interface InvoiceIssuedData {
  name: string;
  number: string;
  kind: 'invoice' | 'credit_note';
  projectName: string;
  /** Formatted by the caller: '1.249,99 kr.' */
  totalText: string;
  /** Formatted by the caller: '07-02-2026' (invoices only). */
  dueText: string | null;
  paymentReference: string;
  /** The conversation of the project, where the invoice can be downloaded again. */
  url: string;
}

/**
 * The invoice (or credit note) to the customer, the PDF attached (decision 025). The text repeats what to
 * pay, by when and with which reference, so the mail is enough even where the attachment is blocked.
 */
export function renderInvoiceIssued(data: InvoiceIssuedData, ctx: MailContext): RenderedEmail {
  if (data.kind === 'credit_note') {
    return renderLayout(
      {
        subject: `Kreditnota ${data.number} fra ${ctx.brandName}`,
        preheader: `Kreditnota på ${data.totalText} for projektet ${data.projectName}.`,
        name: data.name,
        paragraphs: [
          `Vedhæftet finder du kreditnota ${data.number} for projektet "${data.projectName}". Den annullerer fakturaen, og du skal ikke betale den.`,
          `Beløb: ${data.totalText} inkl. moms.`,
        ],
        action: { label: 'Se projektet', url: data.url },
        afterAction: ['Har du spørgsmål til kreditnotaen, så svar blot på denne e-mail.'],
      },
      ctx,
    );
  }
  return renderLayout(
    {
      subject: `Faktura ${data.number} fra ${ctx.brandName}`,
      preheader: `Faktura på ${data.totalText} for projektet ${data.projectName}.`,
      name: data.name,
      paragraphs: [
        `Tak fordi du brugte ${ctx.brandName}. Vedhæftet finder du faktura ${data.number} for projektet "${data.projectName}".`,
        `Beløb: ${data.totalText} inkl. moms. Betaling senest ${data.dueText ?? ''} med betalingsreference ${data.paymentReference}.`,
        'Ved for sen betaling opkræves et rykkergebyr på 100 kr. samt renter på 0,70 % pr. påbegyndt måned.',
      ],
      action: { label: 'Se projektet', url: data.url },
      afterAction: ['Du kan altid hente fakturaen igen fra projektets samtale.'],
    },
    ctx,
  );
}
