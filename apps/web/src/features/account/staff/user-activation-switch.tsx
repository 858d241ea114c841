import { Alert, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { type ActivationChange, useSetUserActivation } from '../api/set-user-activation.ts';
import type { StaffDetailTexts } from './staff-detail-texts.ts';

interface UserActivationSwitchProps {
  userId: number;
  activated: boolean;
  texts: StaffDetailTexts;
  /** The record's queries to refetch: activation decides, for students, who is public. */
  refetch: QueryKey;
}

/**
 * The staff activation toggle on the customer and student pages (spec section 4): activating asks whether
 * to send the activation mail (confirm sends, the other button does not), deactivating sends an empty body.
 */
export function UserActivationSwitch({ userId, activated, texts, refetch }: UserActivationSwitchProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const activation = useSetUserActivation(userId, refetch);
  const change = (value: ActivationChange) => {
    setAsking(false);
    activation.mutate(value);
  };

  return (
    <Stack gap="xs">
      <Switch
        label={t(`${texts}.activated`)}
        checked={activated}
        disabled={activation.isPending}
        onChange={(event) => (event.currentTarget.checked ? setAsking(true) : change({ activate: false }))}
      />
      {activation.isError ? <Alert color="red">{t(`${texts}.activationFailed`)}</Alert> : null}
      <Modal opened={asking} onClose={() => setAsking(false)} title={t(`${texts}.activateTitle`)}>
        <Stack gap="md">
          <Text>{t(`${texts}.activateQuestion`)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t(`${texts}.cancel`)}
            </Button>
            <Button variant="light" onClick={() => change({ activate: true, sendActivationMail: false })}>
              {t(`${texts}.activateWithoutMail`)}
            </Button>
            <Button onClick={() => change({ activate: true, sendActivationMail: true })}>{t(`${texts}.activateWithMail`)}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
