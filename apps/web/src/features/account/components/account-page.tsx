import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth-store.ts';
import type { TranslationKey } from '../../../lib/i18n-keys.ts';
import { useUser } from '../../auth/api/get-user.ts';

const commonSections: TranslationKey[] = ['account.sections.avatar', 'account.sections.login', 'account.sections.contact'];

/** The account screen's frame: which sections the role will get, each marked as coming soon. */
export function AccountPage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = useUser(session?.userId);
  const sections: TranslationKey[] =
    session?.accountType === 'CUSTOMER' ? [...commonSections, 'account.sections.customerInfo'] : commonSections;

  return (
    <Container py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('titles.account')}</Title>
          {user.data && <Text c="dimmed">{t('account.loggedInAs', { email: user.data.email })}</Text>}
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {sections.map((section) => (
            <Paper key={section} withBorder p="lg">
              <Title order={2} size="h4" mb={4}>
                {t(section)}
              </Title>
              <Text size="sm" c="dimmed">
                {t('common.comingSoon')}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
