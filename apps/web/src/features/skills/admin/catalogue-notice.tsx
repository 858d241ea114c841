import { Alert } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.tsx';

export type CatalogueNoticeState = { text: string; isError?: boolean } | null;

/** What the last catalogue write did, above the list: saved, failed, or hidden instead of deleted. */
export function CatalogueNotice({ notice, onClose }: { notice: CatalogueNoticeState; onClose: () => void }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <Alert
      color={notice.isError ? 'red' : 'green'}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
      role="status"
    >
      {notice.text}
    </Alert>
  );
}
