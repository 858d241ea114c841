import type { InvoiceParty } from '../db/schema/billing.ts';

/** The seller on every invoice: the company behind the product, with its CVR number and bank account. */
export interface InvoiceSeller extends InvoiceParty {
  vat_number: string;
  bank: { reg: string; account: string; iban?: string | null; bic?: string | null };
  /** True while the invoices carry the demo defaults below (never in production). */
  isDemo: boolean;
}

const required = [
  'INVOICE_SELLER_NAME',
  'INVOICE_SELLER_ADDRESS',
  'INVOICE_SELLER_POSTCODE',
  'INVOICE_SELLER_CITY',
  'INVOICE_SELLER_CVR',
  'INVOICE_BANK_REG',
  'INVOICE_BANK_ACCOUNT',
] as const;

/**
 * Outside production: clearly fake values, so a development invoice can never pass for a real one
 * (the name says DEMO and the CVR number is all zeros).
 */
const demo: Record<(typeof required)[number], string> = {
  INVOICE_SELLER_NAME: 'Studiekraft ApS (DEMO – ikke en rigtig faktura)',
  INVOICE_SELLER_ADDRESS: 'Demovej 1',
  INVOICE_SELLER_POSTCODE: '8000',
  INVOICE_SELLER_CITY: 'Aarhus C',
  INVOICE_SELLER_CVR: '00000000',
  INVOICE_BANK_REG: '0000',
  INVOICE_BANK_ACCOUNT: '0000000000',
};

const checks: Partial<Record<(typeof required)[number], RegExp>> = {
  INVOICE_SELLER_POSTCODE: /^\d{4}$/,
  INVOICE_SELLER_CVR: /^\d{8}$/,
  INVOICE_BANK_REG: /^\d{4}$/,
  INVOICE_BANK_ACCOUNT: /^\d{1,10}$/,
};

/**
 * Reads the INVOICE_* variables (decision 025). In production every required one must be set: an
 * invoice without the seller's CVR number or bank account is not a valid Danish invoice, so a missing one
 * stops the start rather than sending such invoices (fail closed). Malformed values are refused everywhere.
 */
export function parseInvoiceSeller(env: Partial<Record<string, unknown>>, isProduction: boolean): InvoiceSeller {
  const text = (key: string) => (typeof env[key] === 'string' && env[key] !== '' ? (env[key] as string) : undefined);
  const missing = required.filter((key) => !text(key));
  if (isProduction && missing.length > 0) {
    throw new Error(
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required in production: every invoice states the seller's name, address, CVR number and bank account (see README, Configuration)`,
    );
  }
  const value = (key: (typeof required)[number]) => text(key) ?? demo[key];
  for (const [key, pattern] of Object.entries(checks)) {
    const v = value(key as (typeof required)[number]).replace(/\s/g, '');
    if (!pattern.test(v)) throw new Error(`Invalid configuration: ${key}`);
  }
  const digits = (key: (typeof required)[number]) => value(key).replace(/\s/g, '');
  return {
    name: value('INVOICE_SELLER_NAME'),
    address: value('INVOICE_SELLER_ADDRESS'),
    postcode: digits('INVOICE_SELLER_POSTCODE'),
    city: value('INVOICE_SELLER_CITY'),
    vat_number: digits('INVOICE_SELLER_CVR'),
    email: text('INVOICE_SELLER_EMAIL') ?? null,
    bank: {
      reg: digits('INVOICE_BANK_REG'),
      account: digits('INVOICE_BANK_ACCOUNT'),
      iban: text('INVOICE_IBAN')?.replace(/\s/g, '') ?? null,
      bic: text('INVOICE_BIC') ?? null,
    },
    isDemo: missing.length > 0,
  };
}

/** The demo seller alone, as an invoice stores it: the seed's default when no configuration is passed. */
export function demoInvoiceSeller(): InvoiceParty {
  const { isDemo: _demo, ...seller } = parseInvoiceSeller({}, false);
  return seller;
}
