import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { closedProjectStatuses } from '@studiekraft/shared/constants/project-statuses';
import type { Project } from '@studiekraft/shared/schemas/projects';
import { IconFiles } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useFiles } from '../api/get-files.ts';
import classes from './files.module.css';
import { useDownload } from './use-download.ts';

const loadFilesModal = () => import('./files-modal.tsx');
// The modal (tabs, lists, upload) loads on the first click, so the conversation chunk stays small.
const FilesModal = lazy(() => loadFilesModal().then((module) => ({ default: module.FilesModal })));

/** Spec section 9: the details panel shows this many file tags; the rest is counted. */
export const shownFileTags = 5;

/** The details panel's attachments: this project's files as tags, and the button to the files modal. */
export function ProjectFiles({ project }: { project: Project }) {
  const { t } = useTranslation();
  const files = useFiles('project', project.id);
  const download = useDownload();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);

  const rows = files.data?.rows ?? [];
  const hidden = Math.max(0, rows.length - shownFileTags);
  const names = useMemo(() => {
    const known: Record<number, string> = {};
    if (project.customer) known[project.customer.user_id] = project.customer.name;
    if (project.student) known[project.student.user_id] = project.student.name;
    return known;
  }, [project.customer, project.student]);

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h5">
          {t('files.attachmentsTitle')}
        </Title>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconFiles size={16} aria-hidden />}
          onClick={() => {
            setHasOpened(true);
            setIsOpen(true);
          }}
          onMouseEnter={() => void loadFilesModal()}
          onFocus={() => void loadFilesModal()}
          aria-haspopup="dialog"
        >
          {t('files.openButton')}
        </Button>
      </Group>
      {files.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('files.none')}
        </Text>
      )}
      {files.isError && (
        <Text size="sm" c="red">
          {t('files.loadFailed')}
        </Text>
      )}
      {rows.length > 0 && (
        <div className={classes.tags}>
          {rows.slice(0, shownFileTags).map((file) => (
            <Badge
              key={file.id}
              component="button"
              type="button"
              variant="light"
              color="gray"
              className={classes.tag}
              onClick={() => void download(file)}
              aria-label={t('files.downloadLabel', { name: file.original_filename })}
            >
              {file.original_filename}
            </Badge>
          ))}
          {hidden > 0 && (
            <Text size="xs" c="dimmed" component="span" style={{ alignSelf: 'center' }}>
              {t('files.notShown', { n: hidden })}
            </Text>
          )}
        </div>
      )}
      {hasOpened && (
        <Suspense fallback={null}>
          <FilesModal
            opened={isOpen}
            onClose={() => setIsOpen(false)}
            projectId={project.id}
            canUpload={!closedProjectStatuses.includes(project.status)}
            projectFileCount={files.data?.total ?? rows.length}
            names={names}
          />
        </Suspense>
      )}
    </Stack>
  );
}
