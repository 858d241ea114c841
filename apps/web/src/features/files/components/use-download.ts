import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import type { ProjectFile } from '@studiekraft/shared/schemas/files';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { downloadFile } from '../api/download-file.ts';

/** Starts a download and says so when it fails; shared by the tags and the modal's rows. */
export function useDownload() {
  const { t } = useTranslation();
  return useCallback(
    (file: ProjectFile) =>
      downloadFile(file.id, file.original_filename).catch(() =>
        notifications.show({ color: 'red', message: t('files.downloadFailed'), autoClose: toastDurations.normal }),
      ),
    [t],
  );
}
