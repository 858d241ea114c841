import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { loginPrompt, useLoginPromptOpen } from '../hooks/login-prompt.ts';

// Popover, Modal, their positioning and focus code and the form load when the login is first wanted, not
// with the home page (bundle budget). Pointing at or focusing the button starts the download, so the
// click usually finds it there already.
const loadLoginPopup = () => import('./login-popup.tsx');
const LoginPopup = lazy(() => loadLoginPopup().then((module) => ({ default: module.LoginPopup })));

function preload() {
  loadLoginPopup()
    .then((module) => module.loadLoginForm())
    // Only a head start: if it fails, the lazy component asks again when the login opens.
    .catch(() => undefined);
}

/**
 * The navbar's login button; its dropdown (desktop) or modal (phones) is login-popup.tsx.
 * Render it once: it follows the shared login prompt, so two instances would open twice.
 */
export function LoginEntry({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const isOpen = useLoginPromptOpen();
  // Stays true after the first opening, so closing animates and the next opening is instant.
  const [isWanted, setWanted] = useState(isOpen);
  if (isOpen && !isWanted) setWanted(true);

  const trigger = (
    <Button
      variant="filled"
      size={size}
      onClick={loginPrompt.toggle}
      onPointerEnter={preload}
      onFocus={preload}
      aria-expanded={isOpen}
    >
      {t('nav.login')}
    </Button>
  );

  if (!isWanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LoginPopup trigger={trigger} />
    </Suspense>
  );
}
