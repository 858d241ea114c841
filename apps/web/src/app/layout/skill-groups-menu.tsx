import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useMenuSkillGroups } from '../../features/skills/api/get-skill-groups.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import classes from './layout.module.css';

// Mantine's Menu (with Popover and floating-ui) is not needed to paint the navbar: a look-alike button
// stands in until the visitor points at, focuses or clicks it (bundle budget).
const loadDropdown = () => import('./skill-groups-dropdown.tsx');
const SkillGroupsDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.SkillGroupsDropdown })));

const preload = () => void loadDropdown().catch(() => undefined);

/** The skill-group dropdown; renders nothing until the groups endpoint answers with groups. */
export function SkillGroupsMenu() {
  const { t } = useTranslation();
  const groups = useMenuSkillGroups();
  // 'closed' or 'open': mount the real menu in that state. Focus only preloads, since swapping the button
  // under the keyboard focus would drop it.
  const [wanted, setWanted] = useState<'no' | 'closed' | 'open'>('no');
  if (groups.length === 0) return null;

  const label = (
    <>
      {t('nav.skillGroups')}
      <IconChevronDown size={14} aria-hidden />
    </>
  );
  const standIn = (
    <UnstyledButton
      className={classes.navLink}
      aria-haspopup="menu"
      aria-expanded={false}
      onFocus={preload}
      // The real menu opens on hover too (trigger click-hover).
      onPointerEnter={() => setWanted('open')}
      onPointerLeave={() => setWanted((current) => (current === 'no' ? 'no' : 'closed'))}
      onClick={() => setWanted('open')}
    >
      {label}
    </UnstyledButton>
  );

  if (wanted === 'no') return standIn;
  return (
    <Suspense fallback={standIn}>
      <SkillGroupsDropdown groups={groups} label={label} defaultOpened={wanted === 'open'} />
    </Suspense>
  );
}
