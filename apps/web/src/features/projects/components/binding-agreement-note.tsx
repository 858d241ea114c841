import { Anchor, Stack, Text } from '@mantine/core';
import { contactPage } from '@studiekraft/shared/content/static-pages';
import { useTranslation } from '../../../lib/use-translation.tsx';

/**
 * What a customer reads once the price is accepted (spec: the acceptance binds the agreement; afterwards the
 * customer cannot cancel without contacting us). The e-mail and the phone note are the /kontakt page's own
 * (shared content/static-pages.ts), so the two never disagree.
 */
export function BindingAgreementNote() {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="binding-agreement">
      <Text size="sm">{t('projects.actions.bindingAgreement')}</Text>
      <Text size="sm">
        {t('staticPages.contact.email')}: <Anchor href={`mailto:${contactPage.email}`}>{contactPage.email}</Anchor>
      </Text>
      <Text size="sm">
        {t('staticPages.contact.phone')}: {contactPage.phoneNote}
      </Text>
    </Stack>
  );
}
