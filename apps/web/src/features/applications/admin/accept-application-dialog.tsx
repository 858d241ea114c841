import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useLevels } from '../../skills/api/get-levels.ts';

interface AcceptApplicationDialogProps {
  opened: boolean;
  name: string;
  pending: boolean;
  failed: boolean;
  onClose: () => void;
  onConfirm: (levelId: number) => void;
}

/** The entry level every new student starts at (spec section 1). */
const defaultLevelKey = 'rough-diamond';

/** 'Godkend': pick the level (Rough Diamond unless changed) and confirm; the student is mailed a set-password link. */
export function AcceptApplicationDialog({ opened, name, pending, failed, onClose, onConfirm }: AcceptApplicationDialogProps) {
  const { t } = useTranslation();
  const levels = useLevels();
  const [chosen, setChosen] = useState<string | null>(null);
  const defaultLevel = levels.data?.find((level) => level.key === defaultLevelKey) ?? levels.data?.[0];
  const levelId = chosen ?? (defaultLevel ? String(defaultLevel.id) : null);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('adminApplications.accept.title', { name })}
      closeButtonProps={{ 'aria-label': t('adminApplications.close') }}
    >
      <Stack gap="md">
        <Select
          label={t('adminApplications.accept.level')}
          data={(levels.data ?? []).map((level) => ({ value: String(level.id), label: level.name }))}
          value={levelId}
          onChange={setChosen}
          allowDeselect={false}
          disabled={levels.isPending}
          error={levels.isError ? t('adminApplications.accept.levelsFailed') : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="sm">{t('adminApplications.accept.explanation', { name })}</Text>
        {failed ? <Alert color="red">{t('adminApplications.actionFailed')}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('adminApplications.cancel')}
          </Button>
          <Button loading={pending} disabled={!levelId} onClick={() => levelId && onConfirm(Number(levelId))}>
            {t('adminApplications.accept.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
