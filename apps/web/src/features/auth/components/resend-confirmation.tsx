import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { rateLimitMessage } from '../../../lib/rate-limit-message.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useResendConfirmation } from '../api/resend-confirmation.ts';

/**
 * Shown in the login form when the login was answered NOT_CONFIRMED (the spec's text is in the danger
 * notification): a way to get a new confirmation mail to the address just typed, since the first link
 * may be lost in a spam folder or expired after 7 days.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();

  let feedback: { color: string; text: string; role: 'status' | 'alert' } | null = null;
  if (resend.isSuccess) feedback = { color: 'green.9', text: t('auth.resendConfirmation.sent', { email }), role: 'status' };
  else if (resend.isError) {
    feedback = {
      color: 'danger.9',
      text: rateLimitMessage(t, resend.error) ?? t('auth.resendConfirmation.failed'),
      role: 'alert',
    };
  }

  return (
    <Alert color="orange" variant="light">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('auth.resendConfirmation.prompt')}</Text>
        {feedback ? (
          <Text size="sm" c={feedback.color} role={feedback.role} style={{ overflowWrap: 'anywhere' }}>
            {feedback.text}
          </Text>
        ) : null}
        {!resend.isSuccess && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMailForward size={16} aria-hidden />}
            loading={resend.isPending}
            onClick={() => resend.mutate({ email })}
          >
            {t('auth.resendConfirmation.button')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
