import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { DeleteResult } from '@studiekraft/shared/schemas/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteCustomer } from '../api/delete-customer.ts';

interface CustomerDeleteButtonProps {
  customerId: number;
  name: string;
  /** Told whether the customer went, or stayed deactivated because of their projects. */
  onDone: (result: DeleteResult['data']) => void;
}

/** Delete with a confirmation; the API deactivates a customer with projects instead of deleting them. */
export function CustomerDeleteButton({ customerId, name, onDone }: CustomerDeleteButtonProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCustomer(customerId);

  return (
    <>
      <Button color="red" variant="light" onClick={() => setConfirming(true)}>
        {t('adminCustomers.detail.delete')}
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('adminCustomers.detail.deleteTitle')}>
        <Stack gap="md">
          <Text>{t('adminCustomers.detail.deleteQuestion', { name })}</Text>
          {remove.isError ? <Alert color="red">{t('adminCustomers.detail.deleteFailed')}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('adminCustomers.detail.cancel')}
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
              {t('adminCustomers.detail.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
