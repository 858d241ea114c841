import { Alert, Container } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { authStore, useSession } from '../../../lib/auth-store.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import { loginPrompt } from '../../auth/hooks/login-prompt.ts';
import { useEmailConfirmation } from '../../auth/hooks/use-email-confirmation.tsx';
import { HomeHero } from './home-hero.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { PriceBand } from './price-band.tsx';
import { ValuePoints } from './value-points.tsx';

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
      <ValuePoints />
      <HowItWorks />
      <PriceBand />
    </>
  );
}
