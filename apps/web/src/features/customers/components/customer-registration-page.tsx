import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { CustomerRegistrationForm } from './customer-registration-form.tsx';
import { RegistrationSuccess } from './registration-success.tsx';

/** /customers/register: the form, then (same route) the welcome view asking to confirm the e-mail. */
export function CustomerRegistrationPage() {
  const { t } = useTranslation();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {registeredEmail ? (
          <RegistrationSuccess email={registeredEmail} />
        ) : (
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {t('titles.customerRegister')}
              </Title>
              <Text c="dimmed">{t('customers.register.intro')}</Text>
            </Stack>
            <CustomerRegistrationForm onRegistered={setRegisteredEmail} />
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
