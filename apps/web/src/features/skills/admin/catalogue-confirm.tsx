import { useState } from 'react';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** What is about to go from the public pages: a delete (or the disable the server does instead) or a hide. */
export interface PendingChange {
  action: 'delete' | 'hide';
  name: string;
  run: () => Promise<{ deleted?: boolean } | unknown>;
}

/**
 * The question before a destructive catalogue change, and what happened after it: a delete of a row still
 * in use is a hide, which the notice says.
 */
export function useCatalogueConfirm(onNotice: (text: string) => void) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [isRunning, setRunning] = useState(false);
  const [failed, setFailed] = useState(false);

  const ask = (change: PendingChange) => {
    setFailed(false);
    setPending(change);
  };
  const confirm = async () => {
    if (!pending) return;
    setRunning(true);
    setFailed(false);
    try {
      const result = await pending.run();
      const deleted = (result as { deleted?: boolean } | undefined)?.deleted;
      if (pending.action === 'delete') {
        onNotice(t(deleted ? 'adminCatalogue.deleted' : 'adminCatalogue.disabled', { name: pending.name }));
      } else onNotice(t('adminCatalogue.saved'));
      setPending(null);
    } catch {
      setFailed(true);
    } finally {
      setRunning(false);
    }
  };
  const isDelete = pending?.action === 'delete';
  const modal = (
    <ConfirmDeleteModal
      opened={pending !== null}
      title={t(isDelete ? 'adminCatalogue.deleteTitle' : 'adminCatalogue.hideTitle')}
      question={t(isDelete ? 'adminCatalogue.deleteQuestion' : 'adminCatalogue.hideQuestion', { name: pending?.name ?? '' })}
      error={failed ? t(isDelete ? 'adminCatalogue.deleteFailed' : 'adminCatalogue.saveFailed') : null}
      cancelLabel={t('adminCatalogue.cancel')}
      deleteLabel={t(isDelete ? 'adminCatalogue.delete' : 'adminCatalogue.hide')}
      isPending={isRunning}
      onCancel={() => setPending(null)}
      onDelete={confirm}
    />
  );
  return { ask, modal };
}
