import { Alert, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActivationChange, useSetCustomerActivation } from '../api/set-customer-activation.ts';

interface CustomerActivationSwitchProps {
  userId: number;
  activated: boolean;
}

/** The activation toggle: activating asks whether to send the activation mail, deactivating does not. */
export function CustomerActivationSwitch({ userId, activated }: CustomerActivationSwitchProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const activation = useSetCustomerActivation(userId);
  const change = (value: ActivationChange) => {
    setAsking(false);
    activation.mutate(value);
  };

  return (
    <Stack gap="xs">
      <Switch
        label={t('adminCustomers.detail.activated')}
        checked={activated}
        disabled={activation.isPending}
        onChange={(event) => (event.currentTarget.checked ? setAsking(true) : change({ activate: false }))}
      />
      {activation.isError ? <Alert color="red">{t('adminCustomers.detail.activationFailed')}</Alert> : null}
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('adminCustomers.detail.activateTitle')}>
        <Stack gap="md">
          <Text>{t('adminCustomers.detail.activateQuestion')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('adminCustomers.detail.cancel')}
            </Button>
            <Button variant="light" onClick={() => change({ activate: true, sendActivationMail: false })}>
              {t('adminCustomers.detail.activateWithoutMail')}
            </Button>
            <Button onClick={() => change({ activate: true, sendActivationMail: true })}>
              {t('adminCustomers.detail.activateWithMail')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
