import { lazy, memo, Suspense, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HydrateWhenVisible } from '../../../components/ui/hydrate-when-visible.tsx';
import { authStore, useSession } from '../../../lib/auth-store.ts';
import { loadAllTexts } from '../../../lib/i18n.ts';
import { mayOpen } from '../../../lib/route-access.ts';
import { safeRedirect } from '../../../lib/safe-redirect.ts';
import { loginPrompt } from '../../auth/hooks/login-prompt.ts';
import { HomeHero } from './home-hero.tsx';
import { RegisterCard } from './register-card.tsx';
import { ValuePoints } from './value-points.tsx';

// Only a link from a confirmation e-mail (?confirmation=<token>) needs the confirmation flow.
const EmailConfirmation = lazy(() =>
  Promise.all([import('../../auth/hooks/use-email-confirmation.tsx'), loadAllTexts()]).then(([module]) => ({
    default: module.EmailConfirmation,
  })),
);

// Only a home asked for with ?redirect (a guard's) has the notice; a first screen never does (decision 043).
const RedirectNotice = lazy(() => import('./redirect-notice.tsx').then((module) => ({ default: module.RedirectNotice })));

// Below the first screen: its own chunk, with the full text catalogue (its student cards use texts the
// first download leaves out, lib/i18n.ts).
const HomeBelowFold = lazy(() =>
  Promise.all([import('./home-below-fold.tsx'), loadAllTexts()]).then(([module]) => ({ default: module.HomeBelowFold })),
);

// Reserves roughly the sections' height so the footer does not jump up while they load.
const belowFoldPlaceholder = <div style={{ minHeight: '150vh' }} />;

/**
 * The sections under the hero: in a visitor's first screen from the server, hydrated only as they near the
 * viewport (a phone that never scrolls there runs none of their code). A memo without props, so the home
 * page's own re-renders never reach the boundary while it waits (HydrateWhenVisible).
 */
const BelowFold = memo(function BelowFold() {
  return (
    <HydrateWhenVisible placeholder={belowFoldPlaceholder} rootMargin="100px" isIdleMount>
      <HomeBelowFold />
    </HydrateWhenVisible>
  );
});

export function HomePage() {
  const navigate = useNavigate();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get('redirect'));
  // A logged-in customer or student sent here by the administration's guard: say why instead of going on.
  const isRefused = Boolean(redirect && session && !mayOpen(redirect, session.accountType));
  const hasConfirmation = searchParams.has('confirmation');

  // A guard sent the visitor here. The automatic login has settled before the router exists, so a
  // session that may open the page means "go on"; without one the login opens and useLogin follows the
  // redirect afterwards.
  useEffect(() => {
    if (!redirect) return;
    const current = authStore.getState().session;
    if (!current) loginPrompt.open();
    else if (mayOpen(redirect, current.accountType)) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  return (
    <>
      {redirect && (!session || isRefused) && (
        <Suspense fallback={null}>
          <RedirectNotice isRefused={isRefused} />
        </Suspense>
      )}
      {hasConfirmation && (
        <Suspense fallback={null}>
          <EmailConfirmation />
        </Suspense>
      )}
      {/* A visitor is asked to sign up as either side; someone logged in already is one (issue 34). */}
      <HomeHero isVisitor={!session} />
      {!session && <RegisterCard />}
      <ValuePoints />
      <BelowFold />
    </>
  );
}
