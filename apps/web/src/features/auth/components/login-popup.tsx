import { Center, Loader, Modal, Popover, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, type ReactElement, Suspense } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { loginPrompt, useLoginPromptOpen } from '../hooks/login-prompt.ts';

// The form (and zod with it) loads when someone opens it, keeping the first page light.
export const loadLoginForm = () => import('./login-form.tsx');
const LoginForm = lazy(() => loadLoginForm().then((module) => ({ default: module.LoginForm })));

function LazyLoginForm() {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center py="md">
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        </Center>
      }
    >
      <LoginForm onNavigateAway={loginPrompt.close} onSuccess={loginPrompt.close} />
    </Suspense>
  );
}

/**
 * The navbar's login around its button: a dropdown under it on desktop, a modal on phones (spec
 * section 2). Loaded by login-entry.tsx when the login is first wanted, with Popover, Modal and the
 * floating-ui positioning code, none of which the first screen needs.
 */
export function LoginPopup({ trigger }: { trigger: ReactElement }) {
  const { t } = useTranslation();
  const isOpen = useLoginPromptOpen();
  const isDesktop = useMediaQuery('(min-width: 48em)', true);

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
