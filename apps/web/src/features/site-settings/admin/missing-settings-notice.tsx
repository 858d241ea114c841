import { Alert, Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useSiteSettings } from '../api/get-site-settings.ts';
import { missingSiteSettings } from '../missing-site-settings.ts';

/**
 * On the staff dashboard: which of the site's public details are still unset before launch. The public
 * pages leave an unset detail out rather than show a made-up one, so this is where it is noticed.
 */
export function MissingSettingsNotice({ withLink = true }: { withLink?: boolean }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  if (!settings.data) return null;
  const missing = missingSiteSettings(settings.data);
  if (missing.length === 0) return null;
  return (
    <Alert color="orange" title={t('siteSettings.missing.title')}>
      <Text size="sm">{t('siteSettings.missing.text')}</Text>
      <List size="sm" mt={4}>
        {missing.map((field) => (
          <List.Item key={field}>{t(`siteSettings.fields.${field}`)}</List.Item>
        ))}
      </List>
      {withLink && (
        <Anchor component={Link} to="/administration/settings" size="sm" mt="xs" display="inline-block">
          {t('siteSettings.missing.link')}
        </Anchor>
      )}
    </Alert>
  );
}
