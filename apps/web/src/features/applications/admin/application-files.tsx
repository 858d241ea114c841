import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import type { ApplicationDetail } from '@studiekraft/shared/schemas/student-application';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { downloadApplicationFile } from '../api/download-application-file.ts';

/** The applicant's PDFs as download buttons (fetched with the staff token, saved under their own names). */
export function ApplicationFiles({ studentId, files }: { studentId: number; files: ApplicationDetail['files'] }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);

  if (files.length === 0) return <Text c="dimmed">{t('adminApplications.detail.noFiles')}</Text>;

  const download = async (file: ApplicationDetail['files'][number]) => {
    setBusy(file.index);
    try {
      await downloadApplicationFile(studentId, file);
    } catch {
      notifications.show({
        color: 'red',
        message: t('adminApplications.detail.downloadFailed'),
        autoClose: toastDurations.normal,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="xs">
      {files.map((file) => (
        <Button
          key={file.index}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === file.index}
          onClick={() => download(file)}
          aria-label={t('adminApplications.detail.download', { name: file.original_filename })}
          styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'left' } }}
          h="auto"
          mih={36}
          py={6}
        >
          {file.original_filename}
        </Button>
      ))}
    </Group>
  );
}
