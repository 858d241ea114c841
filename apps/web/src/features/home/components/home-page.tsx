import { Alert, Container } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { WhenVisible } from '../../../components/ui/when-visible.tsx';
import { authStore, useSession } from '../../../lib/auth-store.ts';
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
  useEmailConfirmation();

  // A guard sent the visitor here. The automatic login has settled before the router exists, so a
  // session now means "go on"; otherwise the login opens and useLogin follows the redirect afterwards.
  useEffect(() => {
    if (!redirect) return;
    if (authStore.getState().session) navigate(redirect, { replace: true });
    else loginPrompt.open();
  }, [redirect, navigate]);

  // Reserves roughly the sections' height so the footer does not jump up while they load.
  const placeholder = <div style={{ minHeight: '150vh' }} />;

  return (
    <>
      {redirect && !session && (
        <Container size="xl" pt="md">
          <Alert color="primary" variant="light">
            {t('home.loginToContinue')}
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
