import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { applicationLimits } from '@studiekraft/shared/schemas/student-application';
import { IconFileTypePdf, IconPaperclip, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { currentLanguage, type Language } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { formatFileSize } from '../../files/file-format.ts';
import { type FileRefusal, keyOf, pickPdfs } from '../application-picks.ts';

const refusals: FileRefusal[] = ['validation.max', 'validation.file_type', 'validation.file_size'];

/** One sentence per reason, naming the files it left out ('a.pdf og b.pdf er ikke PDF-filer ...'). */
function refusalText(
  t: ReturnType<typeof useTranslation>['t'],
  language: Language,
  refused: { file: File; reason: FileRefusal }[],
): string {
  const list = new Intl.ListFormat(language === 'da' ? 'da-DK' : 'en-GB', { type: 'conjunction' });
  return refusals
    .flatMap((reason) => {
      const files = refused.filter((refusal) => refusal.reason === reason).map((refusal) => refusal.file.name);
      if (files.length === 0) return [];
      const values = { count: files.length, names: list.format(files), max: applicationLimits.filesMax };
      if (reason === 'validation.max') return [t('application.errors.notAttachedMax', values)];
      if (reason === 'validation.file_type') return [t('application.errors.notAttachedType', values)];
      return [t('application.errors.notAttachedSize', values)];
    })
    .join(' ');
}

interface PdfPickerProps {
  value: File[];
  onChange: (files: File[]) => void;
  /** Told, in words, which picked files were left out and why (one too many, not a PDF, too big). */
  onRefused: (message: string) => void;
  error?: React.ReactNode;
}

/**
 * Up to 3 PDFs, each under 2 MB, checked by size and content as they are picked, so nothing too big or
 * of another type is uploaded; of a pick that makes more than 3, the first are kept and the rest named
 * (issue 34). The chosen files are listed with their size and can be removed.
 */
export function PdfPicker({ value, onChange, onRefused, error }: PdfPickerProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  // Cleared after each pick, so removing a file and picking it again is seen as a change.
  const resetRef = useRef<() => void>(null);
  const [isChecking, setChecking] = useState(false);

  const add = async (picked: File[]) => {
    resetRef.current?.();
    if (picked.length === 0) return;
    setChecking(true);
    try {
      const { files, refused } = await pickPdfs(value, picked);
      if (files.length !== value.length) onChange(files);
      if (refused.length > 0) onRefused(refusalText(t, language, refused));
    } finally {
      setChecking(false);
    }
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
        <FileButton onChange={(picked) => void add(picked)} accept="application/pdf,.pdf" multiple resetRef={resetRef}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              loading={isChecking}
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
