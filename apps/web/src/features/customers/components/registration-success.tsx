import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** The welcome view after registering: the account works once the e-mail is confirmed. */
export function RegistrationSuccess({ email }: { email: string }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The form the user just submitted is gone; move focus (and a screen reader) to what replaced it.
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);

  return (
    <Stack gap="md" align="flex-start" role="status">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconMailCheck size={30} />
      </ThemeIcon>
      <Title order={1} size="h2" ref={headingRef} tabIndex={-1}>
        {t('customers.register.success.title')}
      </Title>
      <Text size="lg">{t('customers.register.success.sent', { email })}</Text>
      <Text c="dimmed">{t('customers.register.success.confirm')}</Text>
      <Button component={Link} to="/" variant="light">
        {t('common.backHome')}
      </Button>
    </Stack>
  );
}
