import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { canStaffClose, daysSince } from '@studiekraft/shared/rules/project-lifecycle';
import type { Project } from '@studiekraft/shared/schemas/projects';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { StaffCloseDialog } from '../components/actions/staff-close-dialog.tsx';
import { ProjectDeleteDialog } from './project-delete-dialog.tsx';
import { ProjectEditDialog } from './project-edit-dialog.tsx';
import { ProjectHistoryDialog } from './project-history-dialog.tsx';
import { ProjectNotesDialog } from './project-notes-dialog.tsx';

/**
 * The name cell's context menu (spec: right-click on the name), also behind a visible "more" button so
 * keyboard and touch users reach it: days since the last action and since creation, status, notes, messages,
 * history, the staff corrections of issue 36 (correct, delete while not invoiced) and close.
 */
interface Props {
  project: Project;
  /** Opens the project's conversation (the menu's "messages"); absent when there is none. */
  onShowMessages?: () => void;
  children: ReactNode;
}

export function AdminProjectMenu({ project, onShowMessages, children }: Props) {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  const [closeOpened, closeDialog] = useDisclosure(false);
  const [notesOpened, notesDialog] = useDisclosure(false);
  const [historyOpened, historyDialog] = useDisclosure(false);
  const [editOpened, editDialog] = useDisclosure(false);
  const [deleteOpened, deleteDialog] = useDisclosure(false);
  // Finalizing issues the invoice (decision 025): from then on the project is bookkeeping and cannot go.
  const invoiced = project.status === 'project-finalized';
  const closable = canStaffClose(project.status, project.updated_at);

  return (
    <>
      <Menu opened={menuOpened} onChange={(opened) => (opened ? menu.open() : menu.close())} position="bottom-start" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" size="sm" aria-label={t('adminProjects.more', { name: project.name })}>
            ⋯
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{project.name}</Menu.Label>
          <Menu.Item disabled>{t('adminProjects.daysSinceAction', { count: daysSince(project.updated_at) })}</Menu.Item>
          <Menu.Item disabled>{t('adminProjects.daysSinceCreated', { count: daysSince(project.created_at) })}</Menu.Item>
          <Menu.Item disabled>{t('adminProjects.statusLine', { status: t(`projectStatus.${project.status}`) })}</Menu.Item>
          <Menu.Divider />
          <Menu.Item onClick={notesDialog.open}>{t('adminProjects.notes')}</Menu.Item>
          {onShowMessages && <Menu.Item onClick={onShowMessages}>{t('adminProjects.messages')}</Menu.Item>}
          <Menu.Item onClick={historyDialog.open}>{t('adminAudit.history')}</Menu.Item>
          <Menu.Item onClick={editDialog.open}>{t('adminProjects.edit.menu')}</Menu.Item>
          <Menu.Item color="red" disabled={!closable} onClick={closeDialog.open}>
            {t('projects.actions.close.heading')}
          </Menu.Item>
          <Menu.Item color="red" disabled={invoiced} onClick={deleteDialog.open}>
            {t('adminProjects.delete.menu')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the right-click is a mouse shortcut for the button beside it */}
      <span
        onContextMenu={(event) => {
          event.preventDefault();
          menu.open();
        }}
      >
        {children}
      </span>
      <StaffCloseDialog project={project} opened={closeOpened} onClose={closeDialog.close} />
      {notesOpened && <ProjectNotesDialog project={project} opened onClose={notesDialog.close} />}
      {historyOpened && <ProjectHistoryDialog project={project} opened onClose={historyDialog.close} />}
      {editOpened && <ProjectEditDialog project={project} opened onClose={editDialog.close} />}
      {deleteOpened && <ProjectDeleteDialog project={project} opened onClose={deleteDialog.close} />}
    </>
  );
}
