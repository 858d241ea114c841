import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { applicationLimits } from '@studiekraft/shared/schemas/student-application';
import { IconFileTypePdf, IconPaperclip, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { formatFileSize } from '../../files/file-format.ts';
import { fileSelectionError } from '../application-picks.ts';

const keyOf = (file: File) => `${file.name}/${file.size}/${file.lastModified}`;

interface PdfPickerProps {
  value: File[];
  onChange: (files: File[]) => void;
  /** Told which rule the picked files break (validation.max, validation.file_type, validation.file_size). */
  onRefused: (code: string) => void;
  error?: React.ReactNode;
}

/**
 * Up to 3 PDFs, each under 2 MB, checked as they are picked so nothing too big or of another type is
 * uploaded; the chosen files are listed with their size and can be removed.
 */
export function PdfPicker({ value, onChange, onRefused, error }: PdfPickerProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  // Cleared after each pick, so removing a file and picking it again is seen as a change.
  const resetRef = useRef<() => void>(null);

  const add = (picked: File[]) => {
    resetRef.current?.();
    if (picked.length === 0) return;
    // The same file picked twice is one file.
    const next = [...value, ...picked.filter((file) => !value.some((chosen) => keyOf(chosen) === keyOf(file)))];
    const code = fileSelectionError(next);
    if (code) {
      onRefused(code);
      return;
    }
    onChange(next);
  };

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" id="application-files-label">
        {t('application.files')}
      </Text>
      <Text size="sm" c="dimmed" id="application-files-hint">
        {t('application.filesHint', { max: applicationLimits.filesMax })}
      </Text>
      {value.length > 0 ? (
        <Stack
          gap={4}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-labelledby="application-files-label"
        >
          {value.map((file) => (
            <Group key={keyOf(file)} component="li" gap="xs" wrap="nowrap">
              <IconFileTypePdf size={18} aria-hidden />
              <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {file.name}{' '}
                <Text span size="sm" c="dimmed">
                  ({formatFileSize(file.size, language)})
                </Text>
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('application.removeFile', { name: file.name })}
                onClick={() => onChange(value.filter((chosen) => chosen !== file))}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      ) : null}
      <div>
        <FileButton onChange={add} accept="application/pdf,.pdf" multiple resetRef={resetRef}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              disabled={value.length >= applicationLimits.filesMax}
              aria-describedby="application-files-hint"
            >
              {t('application.addFiles')}
            </Button>
          )}
        </FileButton>
      </div>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
