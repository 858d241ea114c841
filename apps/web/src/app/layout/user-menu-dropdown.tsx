import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings, IconShieldLock, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useUser } from '../../features/auth/api/get-user.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import type { Session } from '../../lib/auth-store.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import classes from './layout.module.css';

/** The Menu behind user-menu.tsx; mounted open when the stand-in was clicked before it had loaded. */
export function UserMenuDropdown({ session, defaultOpened }: { session: Session; defaultOpened: boolean }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const user = useUser(session.userId);
  const { account, accountType } = session;

  return (
    <Menu position="bottom-end" shadow="md" width={240} defaultOpened={defaultOpened}>
      <Menu.Target>
        <UnstyledButton className={classes.navLink} aria-label={t('nav.userMenu')}>
          <Avatar src={account.avatars.primary} alt="" name={account.name} size={28} color="primary" />
          <span>{account.name}</span>
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {user.data && <Menu.Label>{user.data.email}</Menu.Label>}
        {accountType === 'STUDENT' && account.slug && (
          <Menu.Item component={Link} to={`/students/${account.slug}`} leftSection={<IconUser size={16} />}>
            {t('nav.ownProfile')}
          </Menu.Item>
        )}
        {accountType === 'EMPLOYEE' && (
          <Menu.Item component={Link} to="/administration" leftSection={<IconShieldLock size={16} />}>
            {t('nav.administration')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/account" leftSection={<IconSettings size={16} />}>
          {t('nav.account')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="danger" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
