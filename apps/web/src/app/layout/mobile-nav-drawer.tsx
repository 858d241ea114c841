import { Divider, Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { NavLink } from 'react-router';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useMenuSkillGroups } from '../../features/skills/api/get-skill-groups.ts';
import type { Session } from '../../lib/auth-store.ts';
import { brandName } from '../../lib/brand.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { anonymousItems, type NavItem, overviewItem, studentSearchItem } from './nav-items.ts';

interface MobileNavDrawerProps {
  opened: boolean;
  onClose: () => void;
  session: Session | null;
}

/** The phone navigation behind the burger; every link closes the drawer on the way out. */
export function MobileNavDrawer({ opened, onClose, session }: MobileNavDrawerProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const groups = useMenuSkillGroups();

  const link = (to: string, label: string) => (
    <MantineNavLink key={to} component={NavLink} to={to} label={label} onClick={onClose} />
  );
  const items: NavItem[] = [{ to: '/', label: 'nav.home' }, studentSearchItem, ...(session ? [overviewItem] : anonymousItems)];

  return (
    <Drawer opened={opened} onClose={onClose} title={brandName} hiddenFrom="md" size="xs" position="right">
      <Stack gap={0} component="nav" aria-label={t('nav.main')}>
        {items.map((item) => link(item.to, t(item.label)))}
        {groups.length > 0 && (
          <MantineNavLink label={t('nav.skillGroups')} childrenOffset="md">
            {link('/hvad-tilbyder-vi/', t('nav.allSkillGroups'))}
            {groups.map((group) => link(`/hvad-tilbyder-vi/${group.slug}/`, group.name))}
          </MantineNavLink>
        )}
        {session && (
          <>
            <Divider my="sm" label={session.account.name} labelPosition="left" />
            {session.accountType === 'STUDENT' &&
              session.account.slug &&
              link(`/students/${session.account.slug}`, t('nav.ownProfile'))}
            {session.accountType === 'EMPLOYEE' && link('/administration', t('nav.administration'))}
            {link('/account', t('nav.account'))}
            <MantineNavLink
              component="button"
              label={t('nav.logout')}
              c="danger"
              onClick={() => {
                onClose();
                void logout();
              }}
            />
          </>
        )}
      </Stack>
    </Drawer>
  );
}
