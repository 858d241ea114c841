import { Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { AccountType } from '@studiekraft/shared/constants/account-types';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../../lib/auth-store.ts';
import type { TranslationKey } from '../../../lib/i18n-keys.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useUser } from '../../auth/api/get-user.ts';
import { OwnTestimonialsSection } from '../../testimonials/components/own-testimonials-section.tsx';
import { AvatarSection } from './avatar-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { CustomerInfoSection } from './customer-info-section.tsx';
import { LoginSection } from './login-section.tsx';
import { OwnDataSection } from './own-data-section.tsx';

export type AccountSection = 'avatar' | 'login' | 'contact' | 'information' | 'testimonials' | 'data';

const sectionLabels: Record<AccountSection, TranslationKey> = {
  avatar: 'account.sections.avatar',
  login: 'account.sections.login',
  contact: 'account.sections.contact',
  information: 'account.sections.customerInfo',
  testimonials: 'account.sections.testimonials',
  data: 'account.sections.data',
};

/**
 * Spec section 2: every role has avatar, login and contact; customers also 'Dine informationer' and
 * 'Udtalelse', where they write testimonials for the home page (decision 024). Everyone ends with 'Dine data':
 * their export and deleting the account (decision 027).
 */
export function sectionsFor(accountType: AccountType | undefined): AccountSection[] {
  const common: AccountSection[] = ['avatar', 'login', 'contact'];
  return accountType === 'CUSTOMER' ? [...common, 'information', 'testimonials', 'data'] : [...common, 'data'];
}

/** /account/:section?: one tab per section, the open one in the URL so it can be linked and reloaded. */
export function AccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const session = useSession();
  const user = useUser(session?.userId);
  if (!session) return null;

  const sections = sectionsFor(session.accountType);
  const active = sections.find((section) => section === params.section) ?? 'avatar';

  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('titles.account')}</Title>
          {user.data && (
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('account.loggedInAs', { email: user.data.email })}
            </Text>
          )}
        </div>
        <Tabs
          value={active}
          variant="pills"
          keepMounted={false}
          onChange={(value) => value && navigate(`/account/${value}`, { replace: true })}
        >
          <Tabs.List mb="md">
            {sections.map((section) => (
              <Tabs.Tab key={section} value={section}>
                {t(sectionLabels[section])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {sections.map((section) => (
            <Tabs.Panel key={section} value={section}>
              <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
                <Title order={2} size="h3" mb="md">
                  {t(sectionLabels[section])}
                </Title>
                {section === 'avatar' && <AvatarSection userId={session.userId} account={session.account} />}
                {section === 'login' && <LoginSection userId={session.userId} />}
                {section === 'contact' && <ContactSection userId={session.userId} account={session.account} />}
                {section === 'information' && <CustomerInfoSection customerId={session.account.id} />}
                {section === 'testimonials' && <OwnTestimonialsSection suggested={{ name: session.account.name, company: '' }} />}
                {section === 'data' && <OwnDataSection userId={session.userId} accountType={session.accountType} />}
              </Paper>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
