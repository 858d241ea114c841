import { Menu, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SkillGroupLink } from '../../features/skills/api/get-skill-groups.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import classes from './layout.module.css';

interface SkillGroupsDropdownProps {
  groups: SkillGroupLink[];
  /** The button's content, the same as skill-groups-menu.tsx's stand-in. */
  label: ReactNode;
  /** Mounted open when the visitor already pointed at or clicked the stand-in. */
  defaultOpened: boolean;
}

/** The Menu behind skill-groups-menu.tsx, loaded on first hover, focus or click. */
export function SkillGroupsDropdown({ groups, label, defaultOpened }: SkillGroupsDropdownProps) {
  const { t } = useTranslation();
  return (
    <Menu
      trigger="click-hover"
      position="bottom-start"
      shadow="md"
      width={240}
      openDelay={80}
      closeDelay={150}
      defaultOpened={defaultOpened}
    >
      <Menu.Target>
        <UnstyledButton className={classes.navLink}>{label}</UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/hvad-tilbyder-vi/">
          {t('nav.allSkillGroups')}
        </Menu.Item>
        <Menu.Divider />
        {groups.map((group) => (
          <Menu.Item key={group.id} component={Link} to={`/hvad-tilbyder-vi/${group.slug}/`}>
            {group.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
