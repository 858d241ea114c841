import type { InvoiceParty } from '../../db/schema/index.ts';
import type { InvoiceRow } from './create-invoice.ts';
import { danishDate } from './invoice-amounts.ts';
import { formatDate, formatOre, formatQuantity } from './invoice-format.ts';

/** What the PDF needs beyond the row: the number of the invoice a credit note cancels. */
export interface InvoicePdfInput {
  invoice: Pick<
    InvoiceRow,
    | 'kind'
    | 'number'
    | 'issued_at'
    | 'delivery_date'
    | 'due_date'
    | 'seller'
    | 'buyer'
    | 'lines'
    | 'subtotal_ore'
    | 'vat_ore'
    | 'total_ore'
    | 'payment_reference'
  >;
  creditedNumber?: string | null;
}

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const INK = '#212529';
const MUTED = '#6c757d';
const BRAND = '#1864ab';

function partyLines(party: InvoiceParty, withCvr: 'CVR-nr.' | 'CVR/SE-nr.'): string[] {
  return [
    party.name,
    party.address ?? '',
    [party.postcode, party.city].filter(Boolean).join(' '),
    party.vat_number ? `${withCvr} ${party.vat_number}` : '',
    party.email ?? '',
  ].filter((line) => line.length > 0);
}

/**
 * The invoice or credit note as an A4 PDF in Danish (decision 025): pdfkit's built-in Helvetica covers
 * æ, ø and å (WinAnsi), and the text stays text, so it can be searched, copied and read aloud. Rendered
 * from the stored row, which never changes, so the same invoice always gives the same document.
 */
export async function renderInvoicePdf({ invoice, creditedNumber }: InvoicePdfInput): Promise<Buffer> {
  // Imported on first use: pdfkit takes about half a second to load, for the few requests that make a PDF.
  const { default: PDFDocument } = await import('pdfkit');
  const isCredit = invoice.kind === 'credit_note';
  const title = isCredit ? 'Kreditnota' : 'Faktura';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${title} ${invoice.number}`, Author: invoice.seller.name, CreationDate: invoice.issued_at },
    lang: 'da-DK',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Seller (top left) and the document's title with its number (top right).
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(16).text(invoice.seller.name, MARGIN, MARGIN, { width: 300 });
  doc.fillColor(INK).font('Helvetica').fontSize(9);
  doc.text(partyLines(invoice.seller, 'CVR-nr.').slice(1).join('\n'), { width: 300 });
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(title, MARGIN + 300, MARGIN, { width: WIDTH - 300, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(`Nr. ${invoice.number}`, { width: WIDTH - 300, align: 'right' });

  // Buyer (left) and the dates (right).
  const blockTop = 170;
  doc
    .fillColor(MUTED)
    .fontSize(8)
    .text(isCredit ? 'KREDITERES' : 'FAKTURERES TIL', MARGIN, blockTop);
  doc
    .fillColor(INK)
    .fontSize(10)
    .text(partyLines(invoice.buyer, 'CVR/SE-nr.').join('\n'), MARGIN, blockTop + 12, { width: 260 });
  const dates: [string, string][] = [
    ['Udstedt', formatDate(danishDate(invoice.issued_at))],
    ['Leveringsdato', formatDate(invoice.delivery_date)],
    ...(isCredit ? [] : ([['Forfaldsdato', formatDate(invoice.due_date)]] as [string, string][])),
    ['Betalingsreference', invoice.payment_reference],
    ...(isCredit && creditedNumber ? ([['Krediterer faktura', creditedNumber]] as [string, string][]) : []),
  ];
  let y = blockTop;
  for (const [label, value] of dates) {
    doc
      .fillColor(MUTED)
      .fontSize(9)
      .text(label, MARGIN + 300, y, { width: 110 });
    doc
      .fillColor(INK)
      .fontSize(9)
      .text(value, MARGIN + 410, y, { width: WIDTH - 410, align: 'right' });
    y += 15;
  }
  if (isCredit && creditedNumber) {
    doc.fontSize(10).text(`Denne kreditnota annullerer faktura ${creditedNumber} i sin helhed.`, MARGIN, 280, { width: WIDTH });
  }

  // Lines table.
  const columns = { description: MARGIN, quantity: MARGIN + 270, unitPrice: MARGIN + 340, amount: MARGIN + 420 };
  let row = 310;
  doc
    .moveTo(MARGIN, row - 6)
    .lineTo(MARGIN + WIDTH, row - 6)
    .strokeColor('#dee2e6')
    .stroke();
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
  doc.text('Beskrivelse', columns.description, row, { width: 260 });
  doc.text('Antal', columns.quantity, row, { width: 60, align: 'right' });
  doc.text('Stykpris', columns.unitPrice, row, { width: 75, align: 'right' });
  doc.text('Beløb', columns.amount, row, { width: WIDTH - 420, align: 'right' });
  row += 16;
  doc
    .moveTo(MARGIN, row - 4)
    .lineTo(MARGIN + WIDTH, row - 4)
    .stroke();
  doc.font('Helvetica').fontSize(9);
  for (const line of invoice.lines) {
    const unit = line.unit === 'hours' ? (line.quantity === '1.00' ? 'time' : 'timer') : 'stk.';
    const height = doc.heightOfString(line.description, { width: 260 });
    doc.text(line.description, columns.description, row, { width: 260 });
    doc.text(`${formatQuantity(line.quantity)} ${unit}`, columns.quantity, row, { width: 60, align: 'right' });
    doc.text(formatOre(line.unit_price_ore), columns.unitPrice, row, { width: 75, align: 'right' });
    doc.text(formatOre(line.amount_ore), columns.amount, row, { width: WIDTH - 420, align: 'right' });
    row += Math.max(height, 12) + 8;
  }
  doc
    .moveTo(MARGIN, row)
    .lineTo(MARGIN + WIDTH, row)
    .stroke();

  // Totals, right-aligned under the amounts.
  row += 10;
  const totals: [string, number, boolean][] = [
    ['Subtotal ekskl. moms', invoice.subtotal_ore, false],
    ['Moms 25 %', invoice.vat_ore, false],
    ['I alt inkl. moms', invoice.total_ore, true],
  ];
  for (const [label, ore, strong] of totals) {
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 11 : 9);
    doc.text(label, MARGIN + 260, row, { width: 150 });
    doc.text(formatOre(ore), columns.amount - 20, row, { width: WIDTH - 400, align: 'right' });
    row += strong ? 18 : 14;
  }

  // Payment terms and bank details.
  row += 20;
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  if (!isCredit) {
    doc.text(
      `Betaling senest ${formatDate(invoice.due_date)}. Ved for sen betaling opkræves et rykkergebyr på 100 kr. samt renter på 0,70 % pr. påbegyndt måned.`,
      MARGIN,
      row,
      { width: WIDTH },
    );
    row = doc.y + 8;
    const bank = invoice.seller.bank;
    if (bank) {
      const lines = [
        `Betal til reg.nr. ${bank.reg}, konto ${bank.account}, med betalingsreference ${invoice.payment_reference}.`,
        bank.iban ? `IBAN ${bank.iban}${bank.bic ? `, BIC/SWIFT ${bank.bic}` : ''}` : '',
      ].filter(Boolean);
      doc.text(lines.join('\n'), MARGIN, row, { width: WIDTH });
    }
  } else {
    doc.text('Den krediterede faktura skal ikke betales.', MARGIN, row, {
      width: WIDTH,
    });
  }
  doc
    .fillColor(MUTED)
    .fontSize(8)
    .text('Alle priser er i danske kroner. Priser på linjerne er ekskl. moms.', MARGIN, 770, { width: WIDTH, align: 'center' });
  doc.end();
  return done;
}
