import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../../../../lib/use-translation.tsx';
import { ActionCard } from './action-card.tsx';
import type { ActionFormProps } from './action-form-props.ts';
import { StaffCloseDialog } from './staff-close-dialog.tsx';

/** Staff close in the conversation's actions panel; the dialog holds the prompt and the confirmation. */
export function StaffCloseForm({ project }: ActionFormProps) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  return (
    <ActionCard title={t('projects.actions.close.heading')}>
      <Button size="xs" variant="light" color="red" onClick={dialog.open}>
        {t('projects.actions.close.open')}
      </Button>
      <StaffCloseDialog project={project} opened={opened} onClose={dialog.close} />
    </ActionCard>
  );
}
