import { Alert, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { type ActivationChange, useSetUserActivation } from '../api/set-user-activation.ts';
import type { StaffDetailTexts } from './staff-detail-texts.ts';

interface UserActivationSwitchProps {
  userId: number;
  activated: boolean;
  /** The record's name, for the question and the toast: staff should know whom they lock out. */
  name: string;
  texts: StaffDetailTexts;
  /** The record's queries to refetch: activation decides, for students, who is public. */
  refetch: QueryKey;
}

/**
 * The staff activation toggle on the customer and student pages (spec section 4). Neither direction
 * happens on the click alone (issue 34): deactivating logs the user out at once, so it is confirmed;
 * activating asks whether to send the activation mail (confirm sends, the other button does not). A toast
 * says what happened, and the label says the state the account is in, not the name of the switch.
 */
export function UserActivationSwitch({ userId, activated, name, texts, refetch }: UserActivationSwitchProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'activate' | 'deactivate' | null>(null);
  const activation = useSetUserActivation(userId, refetch);
  const close = () => setAsking(null);
  const change = (value: ActivationChange) => {
    close();
    activation.mutate(value, {
      onSuccess: () => {
        const message = !value.activate
          ? t(`${texts}.deactivatedToast`, { name })
          : value.sendActivationMail
            ? t(`${texts}.activatedWithMailToast`, { name })
            : t(`${texts}.activatedToast`, { name });
        notifications.show({ color: 'green', message, autoClose: toastDurations.normal });
      },
    });
  };

  return (
    <Stack gap="xs">
      <Switch
        label={activated ? t(`${texts}.activated`) : t(`${texts}.deactivatedState`)}
        checked={activated}
        disabled={activation.isPending}
        onChange={(event) => setAsking(event.currentTarget.checked ? 'activate' : 'deactivate')}
      />
      {activation.isError ? <Alert color="red">{t(`${texts}.activationFailed`)}</Alert> : null}
      <Modal opened={asking === 'activate'} onClose={close} title={t(`${texts}.activateTitle`)}>
        <Stack gap="md">
          <Text>{t(`${texts}.activateQuestion`)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t(`${texts}.cancel`)}
            </Button>
            <Button variant="light" onClick={() => change({ activate: true, sendActivationMail: false })}>
              {t(`${texts}.activateWithoutMail`)}
            </Button>
            <Button onClick={() => change({ activate: true, sendActivationMail: true })}>{t(`${texts}.activateWithMail`)}</Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={asking === 'deactivate'} onClose={close} title={t(`${texts}.deactivateTitle`)}>
        <Stack gap="md">
          <Text>{t(`${texts}.deactivateQuestion`, { name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t(`${texts}.cancel`)}
            </Button>
            <Button color="red" onClick={() => change({ activate: false })}>
              {t(`${texts}.deactivateConfirm`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
