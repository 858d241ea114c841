import { Button, Group, Text } from '@mantine/core';
import { billableHours } from '@studiekraft/shared/rules/extra-hours';
import type { Language } from '../../../../lib/i18n.ts';
import { useTranslation } from '../../../../lib/use-translation.tsx';
import { actionErrorText } from '../../action-error.ts';
import { useProjectAction } from '../../api/run-project-action.ts';
import { formatHours } from '../project-details.tsx';
import { ActionCard } from './action-card.tsx';
import type { ActionFormProps } from './action-form-props.ts';
import { extraHoursCost } from './extra-hours-text.ts';

/**
 * The customer approves or declines the student's request for extra hours. Both answers carry the hours
 * shown, so a request replaced in the meantime is refused (OFFER_CHANGED) rather than answered blind.
 */
export function ExtraHoursAnswer({ project, onDone }: ActionFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const action = useProjectAction(project.id, project.conversation_id);
  const request = project.extra_hours_request;
  if (!request) return null;
  const total = billableHours({ ...project, extra_hours_approved: project.extra_hours_approved + request.hours }) ?? 0;
  const answer = (kind: 'approveExtraHours' | 'declineExtraHours') =>
    action.mutate({ action: kind, body: { hours: request.hours } }, { onSuccess: onDone });

  return (
    <ActionCard
      title={t('projects.actions.extraHoursAnswer.title')}
      error={action.isError ? actionErrorText(t, action.error) : null}
    >
      <Text size="sm" data-testid="extra-hours-request">
        {t('projects.actions.extraHoursAnswer.text', {
          student: project.student?.name ?? t('projects.details.student'),
          extra: extraHoursCost(project, request.hours, t, language),
        })}
      </Text>
      <Text size="sm">{t('projects.actions.extraHoursAnswer.reason', { reason: request.reason })}</Text>
      <Text size="sm" c="dimmed">
        {t('projects.actions.extraHoursAnswer.total', { hours: formatHours(t, total) })}
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={() => answer('approveExtraHours')} loading={action.isPending}>
          {t('projects.actions.extraHoursAnswer.approve')}
        </Button>
        <Button size="xs" variant="default" onClick={() => answer('declineExtraHours')} disabled={action.isPending}>
          {t('projects.actions.extraHoursAnswer.decline')}
        </Button>
      </Group>
    </ActionCard>
  );
}
