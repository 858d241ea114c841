import { Button, FileButton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import { IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import type { TranslationKey } from '../../../lib/i18n-keys.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useUploadFile } from '../api/upload-file.ts';
import { clientUploadProblem, uploadErrorKey } from '../upload-messages.ts';

// A hint for the file picker only; the server decides by the file's content (decision 013).
const accept = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.zip,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.csv';

interface FileUploadButtonProps {
  projectId: number;
  /** How many files the project has now, for the 20-per-project check before sending. */
  projectFileCount: number;
}

export function FileUploadButton({ projectId, projectFileCount }: FileUploadButtonProps) {
  const { t } = useTranslation();
  const upload = useUploadFile(projectId);
  const resetRef = useRef<() => void>(null);

  const fail = (key: TranslationKey) => notifications.show({ color: 'red', message: t(key), autoClose: toastDurations.normal });

  const onChoose = (file: File | null) => {
    // Cleared at once so choosing the same file again (after fixing the problem) fires again.
    resetRef.current?.();
    if (!file) return;
    const problem = clientUploadProblem(file, projectFileCount);
    if (problem) {
      fail(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: t('files.upload.success'), autoClose: toastDurations.normal }),
      onError: (error) => fail(uploadErrorKey(error)),
    });
  };

  return (
    <Stack gap={4}>
      <FileButton onChange={onChoose} accept={accept} resetRef={resetRef} disabled={upload.isPending}>
        {(props) => (
          <Button
            {...props}
            leftSection={<IconUpload size={18} aria-hidden />}
            loading={upload.isPending}
            loaderProps={{ role: 'status', 'aria-label': t('files.upload.uploading') }}
          >
            {t('files.upload.button')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed" aria-live="polite">
        {upload.isPending ? t('files.upload.uploading') : t('files.upload.hint')}
      </Text>
    </Stack>
  );
}
