import { Button, type ButtonProps } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { type ComponentType, useEffect, useState } from 'react';
import { useSession } from '../../../lib/auth-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { ContactStudent } from '../../contact-flow/contact-draft.ts';
import { markContactFlowOpen, wasContactFlowOpen } from '../../contact-flow/open-marker.ts';

type ContactFlowModal = typeof import('../../contact-flow/components/contact-flow-modal.tsx')['ContactFlowModal'];

// The flow (forms, stepper, schemas) is fetched when the pointer or focus reaches a contact button, else on
// the click, and kept for every button of the page. Not React.lazy: a lazy component suspends on its first
// render even when its module is already here, and React 19 holds a Suspense boundary's content back for up
// to 300 ms after its fallback, so the dialog took 350 ms to open however early its code had arrived (issue 34).
let loadedFlow: ContactFlowModal | null = null;
let loadingFlow: Promise<ContactFlowModal> | null = null;
function loadContactFlow(): Promise<ContactFlowModal> {
  loadingFlow ??= import('../../contact-flow/components/contact-flow-modal.tsx').then(
    (module) => {
      loadedFlow = module.ContactFlowModal;
      return loadedFlow;
    },
    (error: unknown) => {
      loadingFlow = null; // a failed fetch (offline a moment) is tried again on the next intent
      throw error;
    },
  );
  return loadingFlow;
}

const preloadContactFlow = () => void loadContactFlow().catch(() => undefined);

interface ContactButtonProps extends Pick<ButtonProps, 'fullWidth' | 'size' | 'variant'> {
  student: ContactStudent;
}

/** Spec section 6: only customers and anonymous visitors may contact a student; it opens the contact flow. */
export function ContactButton({ student, ...buttonProps }: ContactButtonProps) {
  const { t } = useTranslation();
  const session = useSession();
  // A reload with the flow open comes back to it (the draft, step included, is in sessionStorage).
  const [isOpen, setIsOpen] = useState(() => wasContactFlowOpen(student.id));
  // The flow's component once its code is here; rendered from then on (closing keeps the draft's state).
  const [Flow, setFlow] = useState<ComponentType<Parameters<ContactFlowModal>[0]> | null>(() => loadedFlow);
  const [hasOpened, setHasOpened] = useState(isOpen);

  useEffect(() => {
    // Opened (a click, or a reload that comes back to the open flow) before the code was here: fetch it now.
    if (!hasOpened || Flow) return;
    let isCurrent = true;
    loadContactFlow().then(
      (loaded) => isCurrent && setFlow(() => loaded),
      () => undefined, // nothing to show; the next click tries again
    );
    return () => {
      isCurrent = false;
    };
  }, [hasOpened, Flow]);

  useEffect(() => {
    if (!isOpen) return;
    markContactFlowOpen(student.id);
    // Closing, or leaving the page inside the app, forgets it; only a reload skips this cleanup.
    return () => markContactFlowOpen(null);
  }, [isOpen, student.id]);

  if (session && session.accountType !== 'CUSTOMER') return null;

  return (
    <>
      <Button
        leftSection={<IconMessageCircle size={18} aria-hidden />}
        color="orange"
        onClick={() => {
          // Fetched on the pointer's way here: the dialog renders with this click.
          if (loadedFlow && !Flow) setFlow(() => loadedFlow);
          setHasOpened(true);
          setIsOpen(true);
        }}
        // Start fetching the flow on intent, so the click rarely waits for it: the pointer reaching the
        // button (a mouse, a pen, and a finger too, whose pointerenter comes just before its click) or focus.
        onPointerEnter={preloadContactFlow}
        onFocus={preloadContactFlow}
        aria-haspopup="dialog"
        aria-label={t('students.contact.labelFor', { name: student.name })}
        {...buttonProps}
      >
        {t('students.contact.button')}
      </Button>
      {hasOpened && Flow && <Flow student={student} opened={isOpen} onClose={() => setIsOpen(false)} />}
    </>
  );
}
