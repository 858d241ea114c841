import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.tsx';

/**
 * The request page's confirm step (spec section 2: a `reset` query value triggers it): the address came
 * with the link (the account page's "forgot your password?"), so the visitor only confirms it or picks
 * another. Nothing is sent until they say yes, so a link alone never sends a mail.
 */
export function PasswordRequestConfirm({
  email,
  isSending,
  onConfirm,
  onOtherEmail,
}: {
  email: string;
  isSending: boolean;
  onConfirm: () => void;
  onOtherEmail: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text style={{ overflowWrap: 'anywhere' }}>{t('passwordRequest.confirmIntro', { email })}</Text>
      <Group justify="space-between">
        <Button variant="default" onClick={onOtherEmail} disabled={isSending}>
          {t('passwordRequest.otherEmail')}
        </Button>
        <Button onClick={onConfirm} loading={isSending}>
          {t('passwordRequest.confirmSubmit')}
        </Button>
      </Group>
    </Stack>
  );
}
