import type { Language } from './i18n.ts';

/** The Intl locale of each interface language. */
const localeOf = (language: Language) => (language === 'da' ? 'da-DK' : 'en-GB');

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(formats: Map<string, F>, language: Language, options: object, make: () => F): F {
  const key = `${language}${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/**
 * Intl formatters, made once per language and options and then reused. Making one loads its locale data
 * (~70 ms on a phone for a currency format, decision 035), which a table of amounts used to pay on every
 * row and every render.
 */
export const numberFormat = (language: Language, options: Intl.NumberFormatOptions = {}) =>
  cached(numberFormats, language, options, () => new Intl.NumberFormat(localeOf(language), options));

export const dateTimeFormat = (language: Language, options: Intl.DateTimeFormatOptions) =>
  cached(dateTimeFormats, language, options, () => new Intl.DateTimeFormat(localeOf(language), options));
