import { Alert, Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import type { LoginResponse } from '@studiekraft/shared/schemas/auth';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { LoginForm } from '../../auth/components/login-form.tsx';
import type { QuickRegistrationResponse } from '../api/quick-register-customer.ts';
import type { ContactDraft, DraftCustomer } from '../contact-draft.ts';
import { QuickRegistrationForm } from './quick-registration-form.tsx';

const contactLoginTypes = ['CUSTOMER'] as const;

interface CustomerStepProps {
  draft: ContactDraft;
  onRegistered: (response: QuickRegistrationResponse) => void;
  onLoggedIn: (response: LoginResponse) => void;
  onLogout: () => void;
  /** Set after Next was pressed without a login or registration. */
  showMissing: boolean;
}

function CustomerCard({ customer, children }: { customer: DraftCustomer; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCircleCheck size={24} color="var(--mantine-color-primary-7)" aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          {children}
          {customer.email && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {customer.email}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * Step 2 (spec section 2): a logged-in customer is marked logged in and may log out; anyone else registers
 * quickly or logs in, with customer accounts only.
 */
export function CustomerStep({ draft, onRegistered, onLoggedIn, onLogout, showMissing }: CustomerStepProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('register');
  const [loginEmail, setLoginEmail] = useState('');
  const { customer, customerStatus } = draft;

  if (customer && customerStatus === 'logged-in') {
    return (
      <CustomerCard customer={customer}>
        <Text fw={600}>{t('contactFlow.customer.loggedInAs', { name: customer.name })}</Text>
        <Button variant="default" size="xs" mt={4} w="fit-content" onClick={onLogout}>
          {t('nav.logout')}
        </Button>
      </CustomerCard>
    );
  }

  if (customer && customerStatus === 'new-registration') {
    return (
      <CustomerCard customer={customer}>
        <Text fw={600}>{t('contactFlow.customer.registeredAs', { name: customer.name })}</Text>
        <Text size="sm">{t('contactFlow.customer.registeredNote')}</Text>
      </CustomerCard>
    );
  }

  return (
    <Stack gap="sm">
      {showMissing && (
        <Alert color="danger" role="alert">
          {t('contactFlow.customer.missing')}
        </Alert>
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List grow aria-label={t('contactFlow.customer.tabsLabel')}>
          <Tabs.Tab value="register">{t('contactFlow.customer.tabs.register')}</Tabs.Tab>
          <Tabs.Tab value="login">{t('contactFlow.customer.tabs.login')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="register" pt="md">
          <QuickRegistrationForm
            onRegistered={onRegistered}
            onGoToLogin={(email) => {
              setLoginEmail(email);
              setTab('login');
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="login" pt="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('contactFlow.customer.loginHint')}
            </Text>
            <LoginForm
              allowedTypes={contactLoginTypes}
              navigateAfterLogin={false}
              onSuccess={onLoggedIn}
              initialEmail={loginEmail}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
