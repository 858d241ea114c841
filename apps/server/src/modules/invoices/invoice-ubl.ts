import type { InvoiceParty } from '../../db/schema/index.ts';
import type { InvoiceRow } from './create-invoice.ts';
import { danishDate, hundredthsText, vatPercent } from './invoice-amounts.ts';

/**
 * An invoice or credit note as Peppol BIS Billing 3.0 UBL XML, the format NemHandel carries to Danish
 * public (and many private) buyers. Credit notes are UBL CreditNote documents with positive amounts, as
 * BIS requires; our stored negatives are turned around here. Parties are identified by CVR number
 * (EAS 0184) or, for a buyer without one, by e-mail (EAS EM). Not yet checked against the official
 * schema in a test: the XSD and Schematron are not vendored (decision 025).
 */

const xml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

const amount = (ore: number) => hundredthsText(Math.abs(ore));
const money = (tag: string, ore: number) => `<${tag} currencyID="DKK">${amount(ore)}</${tag}>`;

function endpoint(party: InvoiceParty): string {
  if (party.vat_number) return `<cbc:EndpointID schemeID="0184">${xml(party.vat_number)}</cbc:EndpointID>`;
  return `<cbc:EndpointID schemeID="EM">${xml(party.email ?? '')}</cbc:EndpointID>`;
}

function party(tag: 'cac:AccountingSupplierParty' | 'cac:AccountingCustomerParty', p: InvoiceParty): string {
  return `<${tag}><cac:Party>
${endpoint(p)}
<cac:PostalAddress>${p.address ? `<cbc:StreetName>${xml(p.address)}</cbc:StreetName>` : ''}${p.city ? `<cbc:CityName>${xml(p.city)}</cbc:CityName>` : ''}${p.postcode ? `<cbc:PostalZone>${xml(p.postcode)}</cbc:PostalZone>` : ''}<cac:Country><cbc:IdentificationCode>DK</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
${p.vat_number ? `<cac:PartyTaxScheme><cbc:CompanyID>DK${xml(p.vat_number)}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>` : ''}
<cac:PartyLegalEntity><cbc:RegistrationName>${xml(p.name)}</cbc:RegistrationName>${p.vat_number ? `<cbc:CompanyID schemeID="0184">${xml(p.vat_number)}</cbc:CompanyID>` : ''}</cac:PartyLegalEntity>
${p.email ? `<cac:Contact><cbc:ElectronicMail>${xml(p.email)}</cbc:ElectronicMail></cac:Contact>` : ''}
</cac:Party></${tag}>`;
}

const taxCategory = `<cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${vatPercent}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>`;

export function renderInvoiceUbl(invoice: InvoiceRow, creditedNumber: string | null): string {
  const isCredit = invoice.kind === 'credit_note';
  const root = isCredit ? 'CreditNote' : 'Invoice';
  const lineTag = isCredit ? 'CreditNoteLine' : 'InvoiceLine';
  const quantityTag = isCredit ? 'CreditedQuantity' : 'InvoicedQuantity';
  const bank = invoice.seller.bank;
  const lines = invoice.lines
    .map(
      (line, index) => `<cac:${lineTag}>
<cbc:ID>${index + 1}</cbc:ID>
<cbc:${quantityTag} unitCode="${line.unit === 'hours' ? 'HUR' : 'H87'}">${line.quantity.replace(/^-/, '')}</cbc:${quantityTag}>
${money('cbc:LineExtensionAmount', line.amount_ore)}
<cac:Item><cbc:Name>${xml(line.description)}</cbc:Name>${taxCategory}</cac:Item>
<cac:Price>${money('cbc:PriceAmount', line.unit_price_ore)}</cac:Price>
</cac:${lineTag}>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>
<cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>
<cbc:ID>${xml(invoice.number)}</cbc:ID>
<cbc:IssueDate>${danishDate(invoice.issued_at)}</cbc:IssueDate>
${isCredit ? '' : `<cbc:DueDate>${invoice.due_date}</cbc:DueDate>\n`}<cbc:${root}TypeCode>${isCredit ? '381' : '380'}</cbc:${root}TypeCode>
<cbc:DocumentCurrencyCode>DKK</cbc:DocumentCurrencyCode>
<cbc:BuyerReference>${xml(invoice.payment_reference)}</cbc:BuyerReference>
${isCredit && creditedNumber ? `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${xml(creditedNumber)}</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference>\n` : ''}${party('cac:AccountingSupplierParty', invoice.seller)}
${party('cac:AccountingCustomerParty', invoice.buyer)}
<cac:Delivery><cbc:ActualDeliveryDate>${invoice.delivery_date}</cbc:ActualDeliveryDate></cac:Delivery>
${
  !isCredit && bank
    ? `<cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cbc:PaymentID>${xml(invoice.payment_reference)}</cbc:PaymentID><cac:PayeeFinancialAccount><cbc:ID>${xml(bank.iban ?? `${bank.reg}${bank.account}`)}</cbc:ID></cac:PayeeFinancialAccount></cac:PaymentMeans>
<cac:PaymentTerms><cbc:Note>Betaling senest ${invoice.due_date}. Ved for sen betaling opkræves et rykkergebyr på 100 kr. samt renter på 0,70 % pr. påbegyndt måned.</cbc:Note></cac:PaymentTerms>\n`
    : ''
}<cac:TaxTotal>
${money('cbc:TaxAmount', invoice.vat_ore)}
<cac:TaxSubtotal>${money('cbc:TaxableAmount', invoice.subtotal_ore)}${money('cbc:TaxAmount', invoice.vat_ore)}<cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${vatPercent}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal>
</cac:TaxTotal>
<cac:LegalMonetaryTotal>
${money('cbc:LineExtensionAmount', invoice.subtotal_ore)}
${money('cbc:TaxExclusiveAmount', invoice.subtotal_ore)}
${money('cbc:TaxInclusiveAmount', invoice.total_ore)}
${money('cbc:PayableAmount', invoice.total_ore)}
</cac:LegalMonetaryTotal>
${lines}
</${root}>
`;
}
