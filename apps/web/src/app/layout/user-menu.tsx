import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { Session } from '../../lib/auth-store.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import classes from './layout.module.css';

// Menu, Avatar and floating-ui are not part of the anonymous first page (bundle budget). With a session
// the real menu loads at once; the stand-in only covers those first milliseconds.
const UserMenuDropdown = lazy(() => import('./user-menu-dropdown.tsx').then((module) => ({ default: module.UserMenuDropdown })));

export function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  // A click on the stand-in is not lost: the menu then mounts open.
  const [isOpenWanted, setOpenWanted] = useState(false);

  const standIn = (
    <UnstyledButton
      className={classes.navLink}
      aria-label={t('nav.userMenu')}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setOpenWanted(true)}
    >
      <span className={classes.avatarStandIn} aria-hidden />
      <span>{session.account.name}</span>
      <IconChevronDown size={14} aria-hidden />
    </UnstyledButton>
  );

  return (
    <Suspense fallback={standIn}>
      <UserMenuDropdown session={session} defaultOpened={isOpenWanted} />
    </Suspense>
  );
}
