import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, type Language } from '../../lib/i18n.ts';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  // Read through i18n so the control re-renders when the language changes.
  const value = i18n.resolvedLanguage ? currentLanguage() : 'da';

  return (
    <SegmentedControl
      size="xs"
      aria-label={t('footer.language')}
      value={value}
      onChange={(language) => void changeLanguage(language as Language)}
      data={[
        { value: 'da', label: 'Dansk' },
        { value: 'en', label: 'English' },
      ]}
    />
  );
}
