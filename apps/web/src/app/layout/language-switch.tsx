import { SegmentedControl } from '@mantine/core';
import { changeLanguage, currentLanguage, type Language } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/use-translation.tsx';

export function LanguageSwitch() {
  // useTranslation re-renders this control when the language changes, so the value stays current.
  const { t } = useTranslation();
  const value = currentLanguage();

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
