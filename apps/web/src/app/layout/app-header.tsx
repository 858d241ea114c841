import { Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { LoginEntry } from '../../features/auth/components/login-entry.tsx';
import { useSession } from '../../lib/auth-store.ts';
import { brandName } from '../../lib/brand.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import classes from './layout.module.css';
import { anonymousItems, overviewItem, studentSearchItem } from './nav-items.ts';
import { SkillGroupsMenu } from './skill-groups-menu.tsx';
import { UserMenu } from './user-menu.tsx';

// The phone menu (Drawer, NavLink) loads on the first tap of the burger; desktop visitors never need it.
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer.tsx').then((module) => ({ default: module.MobileNavDrawer })));

export function AppHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  // Once opened it stays mounted, so closing can animate.
  const [isDrawerLoaded, setDrawerLoaded] = useState(false);
  const sessionItems = session ? [overviewItem] : anonymousItems;

  return (
    <Container size="xl" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="lg" wrap="nowrap">
          <Link to="/" className={classes.logo} aria-label={t('nav.home')}>
            <span className={classes.logoMark} aria-hidden>
              {brandName.charAt(0)}
            </span>
            {brandName}
          </Link>
          <Group component="nav" gap={2} visibleFrom="md" aria-label={t('nav.main')}>
            <NavLink to={studentSearchItem.to} className={classes.navLink}>
              {t(studentSearchItem.label)}
            </NavLink>
            <SkillGroupsMenu />
          </Group>
        </Group>

        <Group gap="xs" wrap="nowrap">
          <Group gap={2} visibleFrom="md">
            {sessionItems.map((item) => (
              <NavLink key={item.to} to={item.to} className={classes.navLink}>
                {t(item.label)}
              </NavLink>
            ))}
          </Group>
          {session ? (
            <Group visibleFrom="md">
              <UserMenu session={session} />
            </Group>
          ) : (
            // Mounted once for all sizes: on phones it opens as a modal (login-popup.tsx).
            <LoginEntry size="sm" />
          )}
          <Burger
            opened={isDrawerOpen}
            onClick={() => {
              setDrawerLoaded(true);
              drawer.toggle();
            }}
            hiddenFrom="md"
            size="sm"
            aria-label={t(isDrawerOpen ? 'nav.closeMenu' : 'nav.openMenu')}
          />
        </Group>
      </Group>
      {isDrawerLoaded && (
        <Suspense fallback={null}>
          <MobileNavDrawer opened={isDrawerOpen} onClose={drawer.close} session={session} />
        </Suspense>
      )}
    </Container>
  );
}
