import dayjs from 'dayjs';
import 'dayjs/locale/da';
import { i18n } from './i18n.ts';

/**
 * dayjs in the interface language. Import dayjs from here, not from 'dayjs': this module keeps its locale
 * in step with i18next, and because only the screens that show dates import it, dayjs and its Danish
 * locale are not part of the home page's first download (bundle budget, scripts/report-home-bundle.mjs).
 */
function applyLocale(language: string | undefined) {
  dayjs.locale(language === 'en' ? 'en' : 'da');
}

applyLocale(i18n.resolvedLanguage);
i18n.on('languageChanged', applyLocale);

export { dayjs };
