import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import type { ResetChange, ResetChangeResponse } from '@studiekraft/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { userQueryOptions } from './get-user.ts';

export function changePassword(body: ResetChange): Promise<ResetChangeResponse> {
  return api.post('/auth/reset/change', body, { skipAuthRetry: true });
}

/**
 * A first password chosen after a quick registration answers with a session (decision 063): it is stored
 * like a login's, so the page can take the customer straight on to their project.
 */
export function useChangePassword() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ session }) => {
      if (!session) return;
      authStore.setSession(session);
      void queryClient.prefetchQuery(userQueryOptions(session.user_id));
      notifications.show({ color: 'green', message: t('contactFlow.done.loggedIn'), autoClose: toastDurations.normal });
    },
  });
}
