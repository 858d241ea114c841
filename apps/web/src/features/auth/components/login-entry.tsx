import { Button, Center, Loader, Modal, Popover, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loginPrompt, useLoginPromptOpen } from '../hooks/login-prompt.ts';

// The form (and zod with it) loads when someone opens it, keeping the first page light.
const LoginForm = lazy(() => import('./login-form.tsx').then((module) => ({ default: module.LoginForm })));

function LazyLoginForm() {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center py="md">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      }
    >
      <LoginForm onNavigateAway={loginPrompt.close} onSuccess={loginPrompt.close} />
    </Suspense>
  );
}

/**
 * The navbar's login: a dropdown under the button on desktop, a modal on phones (spec section 2).
 * Render it once: it follows the shared login prompt, so two instances would open twice.
 */
export function LoginEntry({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const isOpen = useLoginPromptOpen();
  const isDesktop = useMediaQuery('(min-width: 48em)', true);

  const trigger = (
    <Button variant="filled" size={size} onClick={loginPrompt.toggle} aria-expanded={isOpen}>
      {t('nav.login')}
    </Button>
  );

  if (!isDesktop) {
    return (
      <>
        {trigger}
        <Modal opened={isOpen} onClose={loginPrompt.close} title={t('auth.login.title')} centered>
          <LazyLoginForm />
        </Modal>
      </>
    );
  }

  return (
    <Popover opened={isOpen} onDismiss={loginPrompt.close} position="bottom-end" width={340} shadow="md" withArrow trapFocus>
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} mb="sm">
          {t('auth.login.title')}
        </Text>
        <LazyLoginForm />
      </Popover.Dropdown>
    </Popover>
  );
}
