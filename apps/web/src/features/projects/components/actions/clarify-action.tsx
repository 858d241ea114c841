import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.tsx';
import { actionErrorText } from '../../action-error.ts';
import { useProjectAction } from '../../api/run-project-action.ts';
import { ActionCard } from './action-card.tsx';
import type { ActionFormProps } from './action-form-props.ts';

/** Clarify has an empty body, so a second click to confirm is all that stands between a tap and an e-mail. */
export function ClarifyAction({ project, onDone }: ActionFormProps) {
  const { t } = useTranslation();
  const action = useProjectAction(project.id, project.conversation_id);
  const [isConfirming, setConfirming] = useState(false);
  const confirm = () => action.mutate({ action: 'clarify' }, { onSuccess: onDone });
  return (
    <ActionCard title={t('projects.actions.clarify.title')} error={action.isError ? actionErrorText(t, action.error) : null}>
      <Text size="sm">{t('projects.actions.clarify.text')}</Text>
      {isConfirming ? (
        <Group gap="xs">
          <Button size="xs" onClick={confirm} loading={action.isPending}>
            {t('projects.actions.clarify.confirm')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
            {t('projects.actions.back')}
          </Button>
        </Group>
      ) : (
        <Button size="xs" onClick={() => setConfirming(true)}>
          {t('projects.actions.clarify.button')}
        </Button>
      )}
    </ActionCard>
  );
}
