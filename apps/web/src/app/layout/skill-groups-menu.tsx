import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenuSkillGroups } from '../../features/skills/api/get-skill-groups.ts';
import classes from './layout.module.css';

/** The skill-group dropdown; renders nothing until the groups endpoint answers with groups. */
export function SkillGroupsMenu() {
  const { t } = useTranslation();
  const groups = useMenuSkillGroups();
  if (groups.length === 0) return null;

  return (
    <Menu trigger="click-hover" position="bottom-start" shadow="md" width={240} openDelay={80} closeDelay={150}>
      <Menu.Target>
        <UnstyledButton className={classes.navLink}>
          {t('nav.skillGroups')}
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
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
