import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { NewsletterSignup } from '../../newsletter/components/newsletter-signup.tsx';

/**
 * After a quick registration's send: the project exists; the e-mail confirmation leads to a password. The
 * reply promise and the newsletter sign-up follow (the footer's sign-up is on the page behind the modal).
 */
export function ContactFlowDone({ email, studentName, onClose }: { email: string; studentName: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
        <IconMailCheck size={26} />
      </ThemeIcon>
      <Title order={3}>{t('contactFlow.done.title')}</Title>
      <Text>{t('contactFlow.done.text', { email, student: studentName })}</Text>
      <Text size="sm" c="dimmed">
        {t('contactFlow.done.spam')}
      </Text>
      <Text size="sm" c="dimmed" data-testid="reply-promise">
        {t('contactFlow.replyPromise')}
      </Text>
      <NewsletterSignup headingOrder={4} />
      <Group justify="flex-end" w="100%">
        <Button onClick={onClose} data-autofocus>
          {t('contactFlow.done.close')}
        </Button>
      </Group>
    </Stack>
  );
}
