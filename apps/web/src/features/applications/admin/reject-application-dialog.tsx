import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { applicationLimits } from '@studiekraft/shared/schemas/student-application';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

interface RejectApplicationDialogProps {
  opened: boolean;
  name: string;
  pending: boolean;
  failed: boolean;
  onClose: () => void;
  onConfirm: (message: string | undefined) => void;
}

/** 'Afvis': an optional personal message for the e-mail, and the reminder that the application is deleted after 6 months. */
export function RejectApplicationDialog({ opened, name, pending, failed, onClose, onConfirm }: RejectApplicationDialogProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('adminApplications.reject.title', { name })}
      closeButtonProps={{ 'aria-label': t('adminApplications.close') }}
    >
      <Stack gap="md">
        <Textarea
          label={t('adminApplications.reject.message')}
          description={t('adminApplications.reject.messageHint')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={applicationLimits.rejectionMessageMax}
        />
        <Text size="sm">{t('adminApplications.reject.explanation', { name })}</Text>
        {failed ? <Alert color="red">{t('adminApplications.actionFailed')}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('adminApplications.cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={() => onConfirm(message.trim() || undefined)}>
            {t('adminApplications.reject.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
