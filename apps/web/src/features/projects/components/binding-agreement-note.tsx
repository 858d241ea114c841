import { Anchor, Stack, Text } from '@mantine/core';
import { contactPage } from '@studiekraft/shared/content/static-pages';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useSiteSettings } from '../../site-settings/api/get-site-settings.ts';

/**
 * What a customer reads once the price is accepted (spec: the acceptance binds the agreement; afterwards the
 * customer cannot cancel without contacting us). The e-mail and the phone are the site's details staff set,
 * as /kontakt shows them (issue 36): an unset e-mail is left out, an unset phone is /kontakt's note.
 */
export function BindingAgreementNote() {
  const { t } = useTranslation();
  const { data: site } = useSiteSettings();
  return (
    <Stack gap={4} data-testid="binding-agreement">
      <Text size="sm">{t('projects.actions.bindingAgreement')}</Text>
      {site?.email && (
        <Text size="sm">
          {t('staticPages.contact.email')}: <Anchor href={`mailto:${site.email}`}>{site.email}</Anchor>
        </Text>
      )}
      {site && (
        <Text size="sm">
          {t('staticPages.contact.phone')}:{' '}
          {site.phone ? <Anchor href={`tel:${site.phone.replace(/\s+/g, '')}`}>{site.phone}</Anchor> : contactPage.phoneNote}
        </Text>
      )}
    </Stack>
  );
}
