import { Alert, Center, Loader, Text } from '@mantine/core';
import type { FileScope } from '@studiekraft/shared/schemas/files';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useFiles } from '../api/get-files.ts';
import { FileRow } from './file-row.tsx';
import classes from './files.module.css';

interface FileListProps {
  scope: FileScope;
  projectId: number;
  /** Names of the users the viewer knows (this project's parties), by user id. */
  names: Record<number, string>;
}

/** One tab of the files modal. */
export function FileList({ scope, projectId, names }: FileListProps) {
  const { t } = useTranslation();
  const files = useFiles(scope, projectId);

  if (files.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (files.isError) return <Alert color="red">{t('files.loadFailed')}</Alert>;
  if (files.data.rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="sm">
        {t('files.none')}
      </Text>
    );
  }
  return (
    <ul className={classes.list} aria-label={t(`files.tabs.${scope}`)}>
      {files.data.rows.map((file) => (
        <FileRow key={file.id} file={file} uploaderName={names[file.owner_user_id] ?? null} />
      ))}
    </ul>
  );
}
