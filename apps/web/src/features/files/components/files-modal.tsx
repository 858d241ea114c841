import { Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FileScope, fileScopes } from '@studiekraft/shared/schemas/files';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { FileList } from './file-list.tsx';
import { FileUploadButton } from './file-upload-button.tsx';

interface FilesModalProps {
  opened: boolean;
  onClose: () => void;
  projectId: number;
  /** A cancelled or closed project keeps its files readable but takes no new ones. */
  canUpload: boolean;
  projectFileCount: number;
  names: Record<number, string>;
}

/** Spec section 2: the files modal with the tabs all files, for the project, shared with you. */
export function FilesModal({ opened, onClose, projectId, canUpload, projectFileCount, names }: FilesModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [tab, setTab] = useState<FileScope>('project');

  return (
    <Modal opened={opened} onClose={onClose} title={t('files.title')} size="lg" fullScreen={isPhone}>
      <Stack gap="md">
        {canUpload ? (
          <FileUploadButton projectId={projectId} projectFileCount={projectFileCount} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('files.upload.closed')}
          </Text>
        )}
        {/* Only the open tab is mounted, so only its list is fetched. */}
        <Tabs value={tab} onChange={(value) => value && setTab(value as FileScope)} keepMounted={false}>
          <Tabs.List grow>
            {fileScopes.map((scope) => (
              <Tabs.Tab key={scope} value={scope}>
                {t(`files.tabs.${scope}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {fileScopes.map((scope) => (
            <Tabs.Panel key={scope} value={scope} pt="xs">
              <FileList scope={scope} projectId={projectId} names={names} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Modal>
  );
}
