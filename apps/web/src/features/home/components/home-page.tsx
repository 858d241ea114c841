import { Alert, Container } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { WhenVisible } from '../../../components/ui/when-visible.tsx';
import { authStore, useSession } from '../../../lib/auth-store.ts';
import { mayOpen } from '../../../lib/route-access.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import { loginPrompt } from '../../auth/hooks/login-prompt.ts';
import { useEmailConfirmation } from '../../auth/hooks/use-email-confirmation.tsx';
import { HomeHero } from './home-hero.tsx';
import { RegisterCard } from './register-card.tsx';
import { ValuePoints } from './value-points.tsx';

// Below the first screen: its own chunk, fetched when the visitor scrolls towards it (bundle budget).
const HomeBelowFold = lazy(() => import('./home-below-fold.tsx').then((module) => ({ default: module.HomeBelowFold })));

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get('redirect'));
  // A logged-in customer or student sent here by the administration's guard: say why instead of going on.
  const isRefused = Boolean(redirect && session && !mayOpen(redirect, session.accountType));
  useEmailConfirmation();

  // A guard sent the visitor here. The automatic login has settled before the router exists, so a
  // session that may open the page means "go on"; without one the login opens and useLogin follows the
  // redirect afterwards.
  useEffect(() => {
    if (!redirect) return;
    const current = authStore.getState().session;
    if (!current) loginPrompt.open();
    else if (mayOpen(redirect, current.accountType)) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  // Reserves roughly the sections' height so the footer does not jump up while they load.
  const placeholder = <div style={{ minHeight: '150vh' }} />;

  return (
    <>
      {redirect && (!session || isRefused) && (
        <Container size="xl" pt="md">
          <Alert color="primary" variant="light" role={isRefused ? 'alert' : undefined}>
            {isRefused ? t('home.employeeOnly') : t('home.loginToContinue')}
          </Alert>
        </Container>
      )}
      <HomeHero />
      <RegisterCard />
      <ValuePoints />
      <WhenVisible placeholder={placeholder} rootMargin="100px">
        <Suspense fallback={placeholder}>
          <HomeBelowFold />
        </Suspense>
      </WhenVisible>
    </>
  );
}
