/**
 * A typed amount of kroner or hours ('250', '250,50', '2.5', '1.500', '1.500,75', '-5') as a number, or
 * null when the text is not a number as a whole. The offer form used to drop characters it did not like
 * (a minus sign, letters), so '-5' became a binding 5 kr. (issue 34); reading the text whole means what
 * the field shows is what is checked, and anything else is refused with a message instead.
 *
 * Danish first: a comma is always the decimal mark; a dot followed by groups of exactly three digits is
 * the thousands separator ('1.500' is 1500, as the totals print it); any other dot is a decimal point
 * ('2.5'), since people type that too. A sign is kept so a negative is refused as too small, not as garbage.
 */
export function parseAmountText(text: string): number | null {
  const trimmed = text.trim().replace(/^\u2212/, '-');
  const grouped = /^(-?)(\d{1,3}(?:\.\d{3})+)(?:,(\d+))?$/.exec(trimmed);
  if (grouped) return Number(`${grouped[1]}${grouped[2]?.replaceAll('.', '')}.${grouped[3] ?? '0'}`);
  const plain = /^-?\d+(?:[.,]\d+)?$/.exec(trimmed);
  if (plain) return Number(trimmed.replace(',', '.'));
  return null;
}
