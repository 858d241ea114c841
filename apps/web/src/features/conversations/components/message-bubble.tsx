import { Group, Paper, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { ChatMessage } from '../api/get-messages.ts';
import { useEditWindow } from '../hooks/use-edit-window.ts';
import classes from './conversation.module.css';
import { DeleteMessageDialog } from './delete-message-dialog.tsx';
import { MessageActionsMenu } from './message-actions-menu.tsx';
import { MessageEditForm } from './message-edit-form.tsx';

interface MessageBubbleProps {
  conversationId: number;
  message: ChatMessage;
  isOwn: boolean;
  /** Already formatted send time. */
  time: string;
  /** Shown above the text when the reader is neither party (staff): who wrote it. */
  senderName?: string | null;
  /** The eye's label when this is the last own message the other side has read. */
  readLabel: string | null;
  /** The viewer is the sender themself (not staff reading as them): own messages get edit and delete. */
  canChangeOwn: boolean;
  /** Staff moderation (decision 018): any message not yet deleted can be hidden. */
  canHide: boolean;
}

/**
 * One text message. A deleted one (decision 018) stays where it was, from the same side and with its
 * time, but says only "Besked slettet"; an edited one says so beside the time. The sender may edit or
 * delete it for 15 minutes; staff may hide it.
 */
export function MessageBubble({
  conversationId,
  message,
  isOwn,
  time,
  senderName = null,
  readLabel,
  canChangeOwn,
  canHide,
}: MessageBubbleProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<'own' | 'hide' | null>(null);
  const [refocus, setRefocus] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const [focusBubble, setFocusBubble] = useState(false);
  const isDeleted = Boolean(message.deleted_at);
  const isStored = !message.isPending && message.id > 0;
  const ownChangeable = useEditWindow(message.created_at, canChangeOwn && isOwn && isStored && !isDeleted);
  const hideable = canHide && isStored && !isDeleted;

  // Back from the edit form, the keyboard user lands on the menu they came from, not at the page's top.
  useEffect(() => {
    if (!editing && refocus) {
      menuButton.current?.focus();
      setRefocus(false);
    }
  }, [editing, refocus]);

  // A deletion takes the menu away with the text: keep the keyboard user on the line that now reads
  // "Besked slettet" instead of dropping them at the top of the page.
  useEffect(() => {
    if (focusBubble && isDeleted) {
      bubble.current?.focus();
      setFocusBubble(false);
    }
  }, [focusBubble, isDeleted]);

  const stopEditing = useCallback(() => {
    setEditing(false);
    setRefocus(true);
  }, []);

  // The form stays while it is open even if the window closes meanwhile: the save then says why it failed.
  if (editing && !isDeleted) {
    return <MessageEditForm conversationId={conversationId} message={message} onDone={stopEditing} />;
  }

  const bubbleClass = isDeleted ? classes.deletedBubble : isOwn ? classes.ownBubble : classes.otherBubble;
  const metaColor = isOwn && !isDeleted ? 'white' : 'dimmed';
  const menu =
    ownChangeable || hideable ? (
      <MessageActionsMenu
        buttonRef={menuButton}
        onEdit={ownChangeable ? () => setEditing(true) : undefined}
        onDelete={ownChangeable ? () => setConfirming('own') : undefined}
        onHide={hideable && !ownChangeable ? () => setConfirming('hide') : undefined}
      />
    ) : null;

  return (
    <>
      {isOwn && menu}
      <Paper
        ref={bubble}
        className={bubbleClass}
        p="xs"
        radius="md"
        data-pending={message.isPending || undefined}
        tabIndex={isDeleted ? -1 : undefined}
      >
        {senderName ? (
          <Text size="xs" fw={600} c={metaColor} data-testid="message-sender">
            {senderName}
          </Text>
        ) : null}
        {isDeleted ? (
          <Text size="sm" c="dimmed" fs="italic" data-testid="deleted-message">
            {t('conversation.deleted')}
          </Text>
        ) : (
          <Text size="sm" className={classes.messageText}>
            {message.content}
          </Text>
        )}
        <Group gap={4} justify="flex-end" mt={2}>
          {message.edited_at && !isDeleted ? (
            <Text size="xs" c={metaColor}>
              {t('conversation.edited')}
            </Text>
          ) : null}
          <Text size="xs" c={metaColor}>
            {message.isPending ? t('conversation.composer.sending') : time}
          </Text>
          {readLabel && <IconEye size={14} role="img" aria-label={readLabel} />}
        </Group>
      </Paper>
      {!isOwn && menu}
      {confirming && (
        <DeleteMessageDialog
          conversationId={conversationId}
          messageId={message.id}
          kind={confirming}
          onClose={() => setConfirming(null)}
          onDeleted={() => setFocusBubble(true)}
        />
      )}
    </>
  );
}
