import type { ParseKeys } from 'i18next';
import type da from '../locales/da.json';

// Danish is the complete catalogue, so typing keys against it makes a missing key a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof da };
  }
}

export type TranslationKey = ParseKeys<'translation'>;
