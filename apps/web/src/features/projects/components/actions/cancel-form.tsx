import { Button, Checkbox, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CancelProject, cancelProjectSchema } from '@studiekraft/shared/schemas/projects';
import { useState } from 'react';
import { zodFormValidator } from '../../../../lib/form-validation.ts';
import { useTranslation } from '../../../../lib/use-translation.tsx';
import { actionErrorText } from '../../action-error.ts';
import { useProjectAction } from '../../api/run-project-action.ts';
import { ActionCard } from './action-card.tsx';
import type { ActionFormProps } from './action-form-props.ts';

interface CancelValues extends CancelProject {
  isConfirmed: boolean;
}

/** Cancel before acceptance: a reason for the other party and an explicit confirmation. */
export function CancelForm({ project, onDone }: ActionFormProps) {
  const { t } = useTranslation();
  const action = useProjectAction(project.id, project.conversation_id);
  const [isOpen, setOpen] = useState(false);
  const form = useForm<CancelValues>({
    initialValues: { message: '', isConfirmed: false },
    validate: (values) => ({
      ...zodFormValidator<CancelValues>(cancelProjectSchema, t)(values),
      ...(values.isConfirmed ? {} : { isConfirmed: t('projects.actions.cancel.confirmRequired') }),
    }),
  });

  const submit = form.onSubmit((values) =>
    action.mutate({ action: 'cancel', body: { message: values.message } }, { onSuccess: onDone }),
  );

  return (
    <ActionCard title={t('projects.actions.cancel.title')} error={action.isError ? actionErrorText(t, action.error) : null}>
      {isOpen ? (
        <form onSubmit={submit} noValidate>
          <Textarea
            {...form.getInputProps('message')}
            label={t('projects.actions.cancel.reason')}
            autosize
            minRows={2}
            required
          />
          <Checkbox
            {...form.getInputProps('isConfirmed', { type: 'checkbox' })}
            label={t('projects.actions.cancel.confirm')}
            mt="xs"
          />
          <Button type="submit" size="xs" color="red" mt="sm" loading={action.isPending}>
            {t('projects.actions.cancel.submit')}
          </Button>
        </form>
      ) : (
        <Button size="xs" variant="light" color="red" onClick={() => setOpen(true)}>
          {t('projects.actions.cancel.open')}
        </Button>
      )}
    </ActionCard>
  );
}
