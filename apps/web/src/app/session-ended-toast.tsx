import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import { useCallback } from 'react';
import { useSessionEndedNotice } from '../lib/session-ended-notice.ts';
import { useTranslation } from '../lib/use-translation.tsx';

/**
 * Says 'Du er blevet logget ud' when the session was lost (lib/session-ended-notice.ts). Inside the
 * providers, so both ways a page starts show it: the app rendered afresh and a visitor's first screen
 * hydrated, which is what a page becomes after the reload that ended the session.
 */
export function SessionEndedToast() {
  const { t } = useTranslation();
  useSessionEndedNotice(
    useCallback(
      () => notifications.show({ color: 'yellow', message: t('auth.sessionEnded'), autoClose: toastDurations.long }),
      [t],
    ),
  );
  return null;
}
