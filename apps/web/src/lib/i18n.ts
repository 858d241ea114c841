// Only the sections the shell and the home page show are in the first download; the whole catalogue
// follows at once in its own chunk (loadAllTexts). Named imports let the bundler drop the other sections
// from this chunk; '?all' makes the full catalogue a separate module, so it does not pull them back in.
import {
  auth,
  common,
  confirmation,
  cookies,
  footer,
  home,
  nav,
  newsletter,
  price,
  skills,
  students,
  titles,
  validation,
} from '../locales/da.json';
import { brandName } from './brand.ts';
import { readStored, storageKeys, writeStored } from './storage.ts';
import { Translator } from './translator.ts';

export const languages = ['da', 'en'] as const;
export type Language = (typeof languages)[number];

const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

export function storedLanguage(): Language {
  const stored = readStored(storageKeys.language);
  return isLanguage(stored) ? stored : 'da';
}

const firstScreenDanish = {
  auth,
  common,
  confirmation,
  cookies,
  footer,
  home,
  nav,
  newsletter,
  price,
  skills,
  students,
  titles,
  validation,
};

// Danish is there from the first render, so texts never flash as keys; English is the fallback (as before).
const i18n = new Translator('da', 'en', { brand: brandName });
i18n.addResourceBundle('da', firstScreenDanish);

let allTexts: Promise<void> | null = null;

/**
 * Adds the rest of the Danish catalogue (started by initI18n, without waiting for it). Every lazy route and
 * lazy home section waits for it too (app/router.ts, home-page.tsx), so no page shows a key instead of a text.
 */
export function loadAllTexts(): Promise<void> {
  allTexts ??= import('../locales/da.json?all').then(({ default: all }) => {
    i18n.addResourceBundle('da', all);
  });
  return allTexts;
}

async function ensureBundle(language: Language) {
  if (i18n.hasResourceBundle(language)) return;
  // English is loaded on demand so Danish visitors do not download it with the first page.
  const { default: en } = await import('../locales/en.json');
  i18n.addResourceBundle('en', en);
}

// Dates take the language from currentLanguage() (lib/format-date.ts), so dayjs and its locale stay out of
// the first page until a screen that shows dates imports it.
function applyLanguage(language: Language) {
  document.documentElement.lang = language;
}

export async function initI18n(language: Language = storedLanguage()) {
  void loadAllTexts();
  if (language !== i18n.language) {
    await ensureBundle(language);
    i18n.changeLanguage(language);
  }
  applyLanguage(language);
}

export async function changeLanguage(language: Language) {
  await ensureBundle(language);
  i18n.changeLanguage(language);
  applyLanguage(language);
  writeStored(storageKeys.language, language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'da';
}

export { i18n };
