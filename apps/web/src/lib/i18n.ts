import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import da from '../locales/da.json';
import { brandName } from './brand.ts';
import { readStored, storageKeys, writeStored } from './storage.ts';

export const languages = ['da', 'en'] as const;
export type Language = (typeof languages)[number];

const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

export function storedLanguage(): Language {
  const stored = readStored(storageKeys.language);
  return isLanguage(stored) ? stored : 'da';
}

async function ensureBundle(language: Language) {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  // English is loaded on demand so Danish visitors do not download it with the first page.
  const { default: en } = await import('../locales/en.json');
  i18n.addResourceBundle('en', 'translation', en);
}

// dayjs follows the language through lib/dayjs.ts (i18n's languageChanged event), so date code and its
// locale stay out of the first page until a screen that shows dates imports it.
function applyLanguage(language: Language) {
  document.documentElement.lang = language;
}

export async function initI18n(language: Language = storedLanguage()) {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { da: { translation: da } },
      partialBundledLanguages: true,
      lng: 'da',
      fallbackLng: 'en',
      supportedLngs: languages,
      interpolation: { escapeValue: false, defaultVariables: { brand: brandName } },
    });
  }
  if (language !== i18n.language) {
    await ensureBundle(language);
    await i18n.changeLanguage(language);
  }
  applyLanguage(language);
}

export async function changeLanguage(language: Language) {
  await ensureBundle(language);
  await i18n.changeLanguage(language);
  applyLanguage(language);
  writeStored(storageKeys.language, language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'da';
}

export { i18n };
