import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { DeleteResult } from '@studiekraft/shared/schemas/catalogue';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { StaffDetailTexts } from './staff-detail-texts.ts';

interface StaffDeleteButtonProps {
  /** The page's locale prefix: its delete, deleteTitle, deleteQuestion, deleteFailed, cancel and deleteConfirm. */
  texts: StaffDetailTexts;
  name: string;
  /** The DELETE of the customer or student; the API deactivates one with history instead of deleting it. */
  remove: UseMutationResult<DeleteResult['data'], Error, void>;
  /** Told whether the user went, or stayed deactivated because of their history. */
  onDone: (result: DeleteResult['data']) => void;
}

/** 'Slet' on a staff detail page, after a confirmation naming the user; a failure keeps the dialog open. */
export function StaffDeleteButton({ texts, name, remove, onDone }: StaffDeleteButtonProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <Button color="red" variant="light" onClick={() => setConfirming(true)}>
        {t(`${texts}.delete`)}
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t(`${texts}.deleteTitle`)}>
        <Stack gap="md">
          <Text>{t(`${texts}.deleteQuestion`, { name })}</Text>
          {remove.isError ? <Alert color="red">{t(`${texts}.deleteFailed`)}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t(`${texts}.cancel`)}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: (result) => {
                    setConfirming(false);
                    onDone(result);
                  },
                })
              }
            >
              {t(`${texts}.deleteConfirm`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
