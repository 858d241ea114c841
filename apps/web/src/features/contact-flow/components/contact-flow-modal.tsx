import { Button, Group, Modal, Stack, Stepper, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import type { LoginResponse } from '@studiekraft/shared/schemas/auth';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useLogout } from '../../auth/hooks/use-logout.ts';
import { useCreateProject } from '../api/create-project.ts';
import type { QuickRegistrationResponse } from '../api/quick-register-customer.ts';
import { type ContactDraft, type ContactStep, type ContactStudent, contactSteps } from '../contact-draft.ts';
import { useContactDraft } from '../hooks/use-contact-draft.ts';
import { useSessionCustomer } from '../hooks/use-session-customer.ts';
import { ContactFlowDone } from './contact-flow-done.tsx';
import { CustomerStep } from './customer-step.tsx';
import { isProjectInfoComplete, ProjectInfoStep } from './project-info-step.tsx';
import { ReviewStep } from './review-step.tsx';

/** The saved step, unless an earlier step has lost what it needs (e.g. the customer logged out meanwhile). */
function reachableStep(draft: ContactDraft): ContactStep {
  if (draft.step > 0 && !isProjectInfoComplete(draft)) return 0;
  if (draft.step === 2 && !draft.customer) return 1;
  return draft.step;
}

interface ContactFlowModalProps {
  student: ContactStudent;
  opened: boolean;
  onClose: () => void;
}

/** The three-step contact flow of spec section 2: project information, your information, review and send. */
export function ContactFlowModal({ student, opened, onClose }: ContactFlowModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useMediaQuery('(max-width: 48em)');
  const { draft, update, clear } = useContactDraft(student);
  useSessionCustomer(draft, update);
  const logout = useLogout({ stayOnPage: true });
  const createProject = useCreateProject();
  const [showMissing, setShowMissing] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [doneEmail, setDoneEmail] = useState<string | null>(null);
  // A ref, not the mutation state: a second click can arrive before React re-renders the disabled button.
  const isSending = useRef(false);
  const step = reachableStep(draft);
  const stepLabel = (index: number) => t(`contactFlow.steps.${contactSteps[index] ?? 'project'}`);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    // The step's content was replaced: take keyboard and screen-reader users to the start of the new one.
    headingRef.current?.focus();
  }, [step]);

  const stepHeading = (
    <Title order={3} size="h4" ref={headingRef} tabIndex={-1}>
      {t('contactFlow.stepOf', { current: step + 1, total: contactSteps.length, step: stepLabel(step) })}
    </Title>
  );

  const goTo = (target: ContactStep) => {
    setShowMissing(false);
    update({ step: target });
  };

  const close = () => {
    setDoneEmail(null);
    setShowMissing(false);
    createProject.reset();
    onClose();
  };

  const next = () => {
    if (step === 0 && !isProjectInfoComplete(draft)) return setShowMissing(true);
    if (step === 1 && !draft.customer) return setShowMissing(true);
    goTo(step === 0 ? 1 : 2);
  };

  const send = () => {
    if (!termsAccepted) return setShowMissing(true);
    const { customer, customerStatus, skill } = draft;
    if (isSending.current || !customer || skill === null) return;
    isSending.current = true;
    const isQuick = customerStatus === 'new-registration';
    const body = {
      name: draft.name.trim(),
      message: draft.message.trim(),
      skill_id: skill,
      student_id: student.id,
      customer_id: customer.id,
    };
    createProject.mutate(
      { body, projectToken: isQuick ? draft.projectToken : null },
      {
        onSuccess: (response) => {
          notifications.show({ color: 'primary', message: t('contactFlow.sent'), autoClose: toastDurations.normal });
          clear();
          setTermsAccepted(false);
          setShowMissing(false);
          // The draft is gone; a new project for this student is a new send.
          isSending.current = false;
          if (isQuick) {
            setDoneEmail(customer.email);
            return;
          }
          close();
          navigate(`/conversations/${response.data.conversation_id}`);
        },
        onError: () => {
          isSending.current = false;
        },
      },
    );
  };

  const onRegistered = ({ data, project_token }: QuickRegistrationResponse) => {
    setShowMissing(false);
    update({
      customer: { id: data.id, name: data.name, email: data.email },
      customerStatus: 'new-registration',
      projectToken: project_token,
      step: 2,
    });
  };

  const onLoggedIn = (response: LoginResponse) => {
    setShowMissing(false);
    update({
      customer: { id: response.account.id, name: response.account.name, email: draft.customer?.email ?? '' },
      customerStatus: 'logged-in',
      projectToken: null,
      step: 2,
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('contactFlow.title', { name: student.name })}
      size="xl"
      fullScreen={isMobile}
      centered={!isMobile}
    >
      {doneEmail !== null ? (
        <ContactFlowDone email={doneEmail} studentName={student.name} onClose={close} />
      ) : (
        <Stack gap="md">
          <Stepper active={step} onStepClick={(index) => goTo(index as ContactStep)} allowNextStepsSelect={false} size="sm">
            {contactSteps.map((key, index) => (
              <Stepper.Step
                key={key}
                label={isMobile ? undefined : stepLabel(index)}
                aria-label={stepLabel(index)}
                aria-current={index === step ? 'step' : undefined}
              />
            ))}
          </Stepper>
          {isMobile ? stepHeading : <VisuallyHidden>{stepHeading}</VisuallyHidden>}
          {step === 0 && <ProjectInfoStep draft={draft} student={student} onChange={update} showMissing={showMissing} />}
          {step === 1 && (
            <CustomerStep
              draft={draft}
              onRegistered={onRegistered}
              onLoggedIn={onLoggedIn}
              onLogout={() => void logout()}
              showMissing={showMissing}
            />
          )}
          {step === 2 && (
            <ReviewStep
              draft={draft}
              student={student}
              termsAccepted={termsAccepted}
              onTermsChange={setTermsAccepted}
              showTermsMissing={showMissing}
              hasFailed={createProject.isError}
            />
          )}
          <Group justify="space-between" mt="sm">
            {step > 0 ? (
              <Button variant="default" onClick={() => goTo(step === 2 ? 1 : 0)}>
                {t('contactFlow.back')}
              </Button>
            ) : (
              <span />
            )}
            {step < 2 ? (
              <Button onClick={next}>{t('contactFlow.next')}</Button>
            ) : (
              <Button onClick={send} loading={createProject.isPending} disabled={createProject.isPending}>
                {t('contactFlow.review.send')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
