import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import { useState } from 'react';
import { rateLimitMessage } from '../../../lib/rate-limit-message.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { downloadUserData } from '../api/personal-data.ts';
import type { StaffDetailTexts } from './staff-detail-texts.ts';

/**
 * 'Hent persondata' on the staff customer and student pages (decision 027): the same ZIP the user downloads
 * themself, for answering a request for access that came by e-mail or phone.
 */
export function StaffDataExportButton({ userId, texts }: { userId: number; texts: StaffDetailTexts }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadUserData(userId);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: rateLimitMessage(t, error) ?? t(`${texts}.exportDataFailed`),
        autoClose: toastDurations.normal,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="default" loading={busy} onClick={download}>
      {t(`${texts}.exportData`)}
    </Button>
  );
}
