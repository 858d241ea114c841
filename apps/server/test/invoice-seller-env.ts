/** A complete, valid set of the INVOICE_* variables production requires (decision 025), for config tests. */
export const sellerEnv = {
  INVOICE_SELLER_NAME: 'Studiekraft ApS',
  INVOICE_SELLER_ADDRESS: 'Åboulevarden 1',
  INVOICE_SELLER_POSTCODE: '8000',
  INVOICE_SELLER_CITY: 'Aarhus C',
  INVOICE_SELLER_CVR: '12345678',
  INVOICE_BANK_REG: '1234',
  INVOICE_BANK_ACCOUNT: '1234567890',
};
