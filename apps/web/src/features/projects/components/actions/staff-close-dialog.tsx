import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import { type CancelProject, cancelProjectSchema, type Project } from '@studiekraft/shared/schemas/projects';
import { useState } from 'react';
import { zodFormValidator } from '../../../../lib/form-validation.ts';
import { useTranslation } from '../../../../lib/use-translation.tsx';
import { actionErrorText } from '../../action-error.ts';
import { useProjectAction } from '../../api/run-project-action.ts';

interface Props {
  project: Pick<Project, 'id' | 'name' | 'conversation_id'>;
  opened: boolean;
  onClose: () => void;
  onDone?: () => void;
}

/**
 * Staff close (spec section 4): first a prompt for the reason, then a confirmation. Cancelling the prompt
 * tells the employee that closing was aborted, so a dismissed dialog is never mistaken for a closed project.
 */
export function StaffCloseDialog({ project, opened, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const action = useProjectAction(project.id, project.conversation_id);
  const [step, setStep] = useState<'reason' | 'confirm'>('reason');
  const form = useForm<CancelProject>({
    initialValues: { message: '' },
    validate: zodFormValidator<CancelProject>(cancelProjectSchema, t),
  });

  const reset = () => {
    setStep('reason');
    form.reset();
    action.reset();
    onClose();
  };
  const abort = () => {
    notifications.show({ color: 'yellow', message: t('projects.actions.close.aborted'), autoClose: toastDurations.short });
    reset();
  };
  const close = () =>
    action.mutate(
      { action: 'close', body: { message: form.getValues().message.trim() } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('projects.actions.close.done'), autoClose: toastDurations.short });
          onDone?.();
          reset();
        },
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={step === 'reason' ? abort : reset}
      title={t('projects.actions.close.title', { name: project.name })}
      closeOnClickOutside={false}
    >
      {step === 'reason' ? (
        <form onSubmit={form.onSubmit(() => setStep('confirm'))} noValidate>
          <Stack gap="sm">
            <Textarea
              {...form.getInputProps('message')}
              label={t('projects.actions.close.reason')}
              description={t('projects.actions.close.reasonHint')}
              autosize
              minRows={3}
              required
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={abort}>
                {t('projects.actions.close.cancel')}
              </Button>
              <Button type="submit">{t('projects.actions.close.next')}</Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Text>{t('projects.actions.close.confirm', { name: project.name })}</Text>
          {action.isError && (
            <Text c="red" role="alert" size="sm">
              {actionErrorText(t, action.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep('reason')}>
              {t('projects.actions.close.back')}
            </Button>
            <Button color="red" onClick={close} loading={action.isPending}>
              {t('projects.actions.close.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
