import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import type { ProjectFile } from '@studiekraft/shared/schemas/files';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../../lib/format-date.ts';
import type { Language } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useDeleteFile } from '../api/delete-file.ts';
import { formatFileSize } from '../file-format.ts';
import classes from './files.module.css';
import { useDownload } from './use-download.ts';

interface FileRowProps {
  file: ProjectFile;
  /** The uploader's name when the viewer knows it (this project's parties), else null. */
  uploaderName: string | null;
}

/** One file: name, size, who and when, download, and delete (own files only) behind a confirm step. */
export function FileRow({ file, uploaderName }: FileRowProps) {
  const { t, i18n } = useTranslation();
  const download = useDownload();
  const remove = useDeleteFile();
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Keyboard users land on the safe choice when asked, and back on the delete button after cancelling.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const name = file.original_filename;
  const who = file.owner ? t('files.you') : uploaderName;
  const when = formatDate(file.created_at, 'shortDay');
  const size = formatFileSize(file.size, i18n.resolvedLanguage as Language);

  const confirmDelete = () =>
    remove.mutate(file.id, {
      onSuccess: () => notifications.show({ color: 'green', message: t('files.deleted'), autoClose: toastDurations.normal }),
      onError: () => {
        setConfirming(false);
        notifications.show({ color: 'red', message: t('files.deleteFailed'), autoClose: toastDurations.normal });
      },
    });

  return (
    <li className={classes.row}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0} className={classes.rowText}>
          <Text size="sm" fw={500} className={classes.name} title={name}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {[size, who, when].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <ActionIcon variant="subtle" onClick={() => void download(file)} aria-label={t('files.downloadLabel', { name })}>
          <IconDownload size={18} aria-hidden />
        </ActionIcon>
        {file.owner && !confirming && (
          <ActionIcon
            ref={deleteRef}
            variant="subtle"
            color="red"
            onClick={() => setConfirming(true)}
            aria-label={t('files.deleteLabel', { name })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      {confirming && (
        <Group gap="xs" mt={6} role="group" aria-label={t('files.confirmDelete', { name })}>
          <Text size="sm" className={classes.confirmText}>
            {t('files.confirmDelete', { name })}
          </Text>
          <Button size="compact-sm" color="red" onClick={confirmDelete} loading={remove.isPending}>
            {t('files.confirmYes')}
          </Button>
          <Button ref={cancelRef} size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
            {t('files.confirmNo')}
          </Button>
        </Group>
      )}
    </li>
  );
}
