import { Alert, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** The thank-you that replaces the sent form; focused so a screen reader hears it at once. */
export function ApplicationSuccess({ email }: { email: string }) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} radius="lg" p="lg">
      <Title order={3} ref={titleRef} tabIndex={-1} mb="xs">
        {t('application.successTitle')}
      </Title>
      <Text>{t('application.successText', { email })}</Text>
    </Alert>
  );
}
