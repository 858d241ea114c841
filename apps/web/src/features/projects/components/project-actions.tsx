import { Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AccountType } from '@studiekraft/shared/constants/account-types';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import { actionsNow } from '@studiekraft/shared/rules/actions-now';
import {
  isOpenStatus,
  type ProjectAction,
  partyOf,
  staffCloseMinInactiveDays,
} from '@studiekraft/shared/rules/project-lifecycle';
import type { Project } from '@studiekraft/shared/schemas/projects';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { AcceptOfferForm } from './actions/accept-offer-form.tsx';
import type { ActionFormProps } from './actions/action-form-props.ts';
import { CancelForm } from './actions/cancel-form.tsx';
import { ClarifyAction } from './actions/clarify-action.tsx';
import { ExtraHoursAnswer } from './actions/extra-hours-answer.tsx';
import { FinalizeForm } from './actions/finalize-form.tsx';
import { PriceOfferForm } from './actions/price-offer-form.tsx';
import { RequestExtraHoursForm } from './actions/request-extra-hours-form.tsx';
import { StaffCloseForm } from './actions/staff-close-form.tsx';
import { BindingAgreementNote } from './binding-agreement-note.tsx';

// The customer's approve and decline share one card, listed under approve. Staff close shows only when
// the shared rules allow it (open and inactive at least a day).
const forms: Partial<Record<ProjectAction, ComponentType<ActionFormProps>>> = {
  clarify: ClarifyAction,
  priceOffer: PriceOfferForm,
  acceptPriceOffer: AcceptOfferForm,
  approveExtraHours: ExtraHoursAnswer,
  requestExtraHours: RequestExtraHoursForm,
  finalize: FinalizeForm,
  cancel: CancelForm,
  close: StaffCloseForm,
};

/** The actions this viewer may take now, read from the shared rules (table and guards), never re-decided here. */
export function shownActions(project: Project, accountType: AccountType): ProjectAction[] {
  return actionsNow(project, partyOf[accountType]).filter((action) => action in forms);
}

export function ProjectActions({ project, accountType }: { project: Project; accountType: AccountType }) {
  const { t } = useTranslation();
  const actions = shownActions(project, accountType);
  // After acceptance the agreement binds the customer: a cancellation goes through us (spec, project actions).
  const isBindingForCustomer = accountType === 'CUSTOMER' && project.status === 'project-offer-accepted';
  const onDone = () =>
    notifications.show({ color: 'green', message: t('projects.actions.done'), autoClose: toastDurations.short });

  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('projects.actions.title')}
      </Title>
      {/* The customer who can no longer act on an accepted project reads how to cancel instead of 'nothing'. */}
      {isBindingForCustomer && <BindingAgreementNote />}
      {actions.length === 0 && !isBindingForCustomer && (
        <Text c="dimmed" size="sm">
          {/* Staff see why close is missing on an open project, rather than that nothing can ever be done. */}
          {accountType === 'EMPLOYEE' && isOpenStatus(project.status)
            ? t('projects.actions.staffCloseLater', { count: staffCloseMinInactiveDays })
            : t('projects.actions.none')}
        </Text>
      )}
      {actions.map((action) => {
        const Form = forms[action];
        return Form ? <Form key={action} project={project} onDone={onDone} /> : null;
      })}
    </Stack>
  );
}
