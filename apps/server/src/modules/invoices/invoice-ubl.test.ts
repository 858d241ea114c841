import { describe, expect, it } from 'vitest';
import type { InvoiceRow } from './create-invoice.ts';
import { renderInvoiceUbl } from './invoice-ubl.ts';

const invoice = {
  id: 1,
  kind: 'invoice',
  number: '2026-0007',
  year: 2026,
  sequence: 7,
  status: 'open',
  project_id: 1,
  customer_id: 1,
  credited_invoice_id: null,
  issued_at: new Date('2026-01-30T23:30:00Z'),
  delivery_date: '2026-01-30',
  due_date: '2026-02-08',
  seller: {
    name: 'Studiekraft ApS',
    address: 'Åboulevarden 1',
    postcode: '8000',
    city: 'Aarhus C',
    vat_number: '12345678',
    bank: { reg: '1234', account: '1234567890' },
  },
  buyer: {
    name: 'Bageriet <Ærø> & Co',
    address: 'Østergade 5',
    postcode: '5970',
    city: 'Ærøskøbing',
    vat_number: null,
    email: 'kunde@example.test',
  },
  lines: [
    { description: 'Projekt: Logo (Logodesign)', quantity: '2.50', unit: 'hours', unit_price_ore: 19999, amount_ore: 49998 },
  ],
  subtotal_ore: 49998,
  vat_ore: 12500,
  total_ore: 62498,
  payment_reference: '20260007',
  paid_at: null,
  credited_at: null,
  reminders_sent: 0,
  last_reminder_at: null,
  created_at: new Date(),
  updated_at: new Date(),
} as InvoiceRow;

describe('Peppol BIS Billing 3.0 UBL', () => {
  it('carries the BIS identifiers, the parties, the Danish issue date, the totals and the line', () => {
    const xml = renderInvoiceUbl(invoice, null);
    expect(xml).toContain('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"');
    expect(xml).toContain(
      '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>',
    );
    expect(xml).toContain('<cbc:ID>2026-0007</cbc:ID>');
    expect(xml).toContain('<cbc:IssueDate>2026-01-31</cbc:IssueDate>');
    expect(xml).toContain('<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>');
    expect(xml).toContain('<cbc:EndpointID schemeID="0184">12345678</cbc:EndpointID>');
    expect(xml).toContain('<cbc:EndpointID schemeID="EM">kunde@example.test</cbc:EndpointID>');
    expect(xml).toContain('<cbc:RegistrationName>Bageriet &lt;Ærø&gt; &amp; Co</cbc:RegistrationName>');
    expect(xml).toContain('<cbc:TaxInclusiveAmount currencyID="DKK">624.98</cbc:TaxInclusiveAmount>');
    expect(xml).toContain('<cbc:InvoicedQuantity unitCode="HUR">2.50</cbc:InvoicedQuantity>');
    expect(xml).toContain('<cbc:PriceAmount currencyID="DKK">199.99</cbc:PriceAmount>');
  });

  it('makes a credit note a CreditNote with positive amounts that names the invoice', () => {
    const xml = renderInvoiceUbl(
      {
        ...invoice,
        kind: 'credit_note',
        number: '2026-0008',
        subtotal_ore: -49998,
        vat_ore: -12500,
        total_ore: -62498,
        lines: invoice.lines.map((line) => ({ ...line, quantity: '-2.50', amount_ore: -49998 })),
      },
      '2026-0007',
    );
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(xml).toContain('<cac:InvoiceDocumentReference><cbc:ID>2026-0007</cbc:ID></cac:InvoiceDocumentReference>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="DKK">624.98</cbc:PayableAmount>');
    expect(xml).toContain('<cbc:CreditedQuantity unitCode="HUR">2.50</cbc:CreditedQuantity>');
    // No negative amount or quantity anywhere.
    expect(xml).not.toMatch(/>-\d/);
  });
});
