import { Button, type ButtonProps } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../../../lib/auth-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { ContactStudent } from '../../contact-flow/contact-draft.ts';
import { markContactFlowOpen, wasContactFlowOpen } from '../../contact-flow/open-marker.ts';

const loadContactFlow = () => import('../../contact-flow/components/contact-flow-modal.tsx');
// The flow (forms, stepper, schemas) loads on the first click, so the search and profile pages stay light.
const ContactFlowModal = lazy(() => loadContactFlow().then((module) => ({ default: module.ContactFlowModal })));

interface ContactButtonProps extends Pick<ButtonProps, 'fullWidth' | 'size' | 'variant'> {
  student: ContactStudent;
}

/** Spec section 6: only customers and anonymous visitors may contact a student; it opens the contact flow. */
export function ContactButton({ student, ...buttonProps }: ContactButtonProps) {
  const { t } = useTranslation();
  const session = useSession();
  // A reload with the flow open comes back to it (the draft, step included, is in sessionStorage).
  const [isOpen, setIsOpen] = useState(() => wasContactFlowOpen(student.id));
  const [hasOpened, setHasOpened] = useState(isOpen);

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
          setHasOpened(true);
          setIsOpen(true);
        }}
        // Start fetching the flow on intent, so the click rarely waits for it.
        onMouseEnter={() => void loadContactFlow()}
        onFocus={() => void loadContactFlow()}
        aria-haspopup="dialog"
        aria-label={t('students.contact.labelFor', { name: student.name })}
        {...buttonProps}
      >
        {t('students.contact.button')}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <ContactFlowModal student={student} opened={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
