import { ActionIcon, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { limits } from '@studiekraft/shared/constants/limits';
import { aboutPlainText } from '@studiekraft/shared/rules/about-text';
import { IconBold, IconItalic, IconList } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { aboutTextToHtml } from '../about-text-format.ts';
import { type TextEdit, toggleBullets, wrapSelection } from '../about-toolbar-edits.ts';

interface AboutEditorProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * The about text: a textarea with a small toolbar (bold, italic, bullet list) writing the marks that
 * `aboutTextToHtml` turns into HTML (decision 021). The count is of the text a reader sees, as the server
 * counts it, so "1500/1500" here is 1,500 there.
 */
export function AboutEditor({ value, onChange, error }: AboutEditorProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLTextAreaElement>(null);
  const count = aboutPlainText(aboutTextToHtml(value)).length;
  const outside = count < limits.aboutTextMin || count > limits.aboutTextMax;

  const apply = (edit: (value: string, start: number, end: number) => TextEdit) => {
    const element = ref.current;
    if (!element) return;
    const next = edit(value, element.selectionStart, element.selectionEnd);
    onChange(next.value);
    // After React has written the new value, put the selection back where the edit says.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  };

  const tools = [
    {
      label: t('studentTexts.toolbar.bold'),
      icon: IconBold,
      edit: (v: string, s: number, e: number) => wrapSelection(v, s, e, '**'),
    },
    {
      label: t('studentTexts.toolbar.italic'),
      icon: IconItalic,
      edit: (v: string, s: number, e: number) => wrapSelection(v, s, e, '_'),
    },
    { label: t('studentTexts.toolbar.bulletList'), icon: IconList, edit: toggleBullets },
  ];

  const toolbar = (
    <Group gap={4} role="toolbar" aria-label={t('studentTexts.toolbar.label')}>
      {tools.map((tool) => (
        <Tooltip key={tool.label} label={tool.label} withArrow>
          <ActionIcon variant="default" size="md" aria-label={tool.label} onClick={() => apply(tool.edit)}>
            <tool.icon size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );

  return (
    <Stack gap={4}>
      <Textarea
        ref={ref}
        label={t('studentTexts.aboutLabel')}
        description={t('studentTexts.aboutHint')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autosize
        minRows={8}
        maxRows={18}
        error={error}
        // The toolbar sits between the label and the field it acts on.
        inputContainer={(field) => (
          <Stack gap={4}>
            {toolbar}
            {field}
          </Stack>
        )}
      />
      <Text size="xs" c={outside ? 'red.8' : 'dimmed'} ta="right">
        {t('studentTexts.aboutCount', { count, max: limits.aboutTextMax, min: limits.aboutTextMin })}
      </Text>
    </Stack>
  );
}
