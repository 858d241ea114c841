/** How invoices, their PDF and their mails write money and dates, in Danish. */

const kroner = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 124999 → '1.249,99 kr.': øre as kroner with Danish grouping and a decimal comma, always two decimals. */
export function formatOre(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  // Whole kroner and øre apart, so no float division reaches the text.
  const whole = kroner.format(Math.floor(abs / 100)).replace(/,00$/, '');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')} kr.`;
}

/** '2026-02-07' → '07-02-2026', the way the product writes dates elsewhere. */
export function formatDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}-${m}-${y}`;
}

/** '1.50' hours → '1,5'; '1.00' → '1'. */
export function formatQuantity(quantity: string): string {
  return quantity.replace(/\.?0+$/, '').replace('.', ',');
}
