import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

interface MessageActionsMenuProps {
  /** The sender within the window: edit and delete. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** Staff moderation: hide the message. */
  onHide?: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The small "…" beside a message: a real button, so keyboard and touch users reach it too. */
export function MessageActionsMenu({ onEdit, onDelete, onHide, buttonRef }: MessageActionsMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon ref={buttonRef} variant="subtle" color="gray" size="sm" aria-label={t('conversation.messageActions.label')}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onEdit && (
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
            {t('conversation.messageActions.edit')}
          </Menu.Item>
        )}
        {onDelete && (
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
            {t('conversation.messageActions.delete')}
          </Menu.Item>
        )}
        {onHide && (
          <Menu.Item color="red" leftSection={<IconEyeOff size={14} />} onClick={onHide}>
            {t('conversation.messageActions.hide')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
