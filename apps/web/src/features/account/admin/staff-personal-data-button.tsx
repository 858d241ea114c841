import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { rateLimitMessage } from '../../../lib/rate-limit-message.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { auditKeys } from '../../audit-log/query-keys.ts';
import { useDeleteUserData } from '../api/personal-data.ts';
import type { StaffDetailTexts } from './staff-detail-texts.ts';

interface StaffPersonalDataButtonProps {
  userId: number;
  name: string;
  /** Where the record's texts live: the customer's or the student's detail page. */
  texts: StaffDetailTexts;
  /** The record's queries to refetch once its data is gone. */
  refetch: QueryKey;
}

/**
 * 'Slet persondata' on the staff customer and student pages (decision 027): the user's personal data is
 * anonymised while projects and invoices stay; refused while a project is open. Asked once more first.
 */
export function StaffPersonalDataButton({ userId, name, texts, refetch }: StaffPersonalDataButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteUserData(userId);
  const openProjects = remove.error instanceof ApiError && remove.error.code === 'OPEN_PROJECTS';

  const close = () => {
    setConfirming(false);
    remove.reset();
  };

  return (
    <>
      <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
        {t(`${texts}.personalData`)}
      </Button>
      <Modal
        opened={confirming}
        onClose={close}
        title={t(`${texts}.personalDataTitle`)}
        closeButtonProps={{ 'aria-label': t(`${texts}.personalDataClose`) }}
      >
        <Stack gap="md">
          <Text>{t(`${texts}.personalDataQuestion`, { name })}</Text>
          {remove.isError ? (
            <Alert color="red" role="alert">
              {rateLimitMessage(t, remove.error) ??
                t(openProjects ? `${texts}.personalDataOpenProjects` : `${texts}.personalDataFailed`)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t(`${texts}.cancel`)}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: async () => {
                    close();
                    notifications.show({
                      color: 'green',
                      message: t(`${texts}.personalDataDone`),
                      autoClose: toastDurations.normal,
                    });
                    await queryClient.invalidateQueries({ queryKey: refetch });
                    await queryClient.invalidateQueries({ queryKey: auditKeys.all });
                  },
                })
              }
            >
              {t(`${texts}.personalDataConfirm`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
