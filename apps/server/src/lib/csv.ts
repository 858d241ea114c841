/**
 * CSV for staff exports that open in Excel: semicolon separated (Danish Excel reads commas as decimal
 * separators), CRLF line ends and a UTF-8 byte order mark so æ, ø and å survive the double click.
 */

/** Byte order mark: without it Excel guesses a legacy code page and mangles Danish letters. */
export const csvBom = '\uFEFF';

export type CsvCell = string | number | boolean | Date | null | undefined;

/**
 * Cells a spreadsheet would run as a formula (or that start with control characters Excel strips before
 * deciding) get a leading quote, so an e-mail like "=HYPERLINK(...)" typed by a user stays text.
 */
const formulaStart = /^[=+\-@\t\r]/;
const negativeDecimal = /^-\d+(,\d+)?$/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Numbers with a decimal comma, no thousands separator: what Danish Excel reads as a number (1234,5).
  let text =
    value instanceof Date ? value.toISOString() : typeof value === 'number' ? String(value).replace('.', ',') : String(value);
  // Only free text is neutralised: a negative number is data, not an injection, also written as text with a
  // decimal comma ('-700,00', a payroll deduction), which nothing can follow to make it a formula.
  if (typeof value === 'string' && formulaStart.test(text) && !negativeDecimal.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const copenhagenDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A date as YYYY-MM-DD on the Danish calendar: 23:30 UTC on the 23rd is already the 24th in Copenhagen. */
export function csvDate(value: Date | null | undefined): string {
  return value ? copenhagenDay.format(value) : '';
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/** The whole document, BOM first, one header line then one line per row. */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(';')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(';'));
  return `${csvBom}${lines.join('\r\n')}\r\n`;
}
