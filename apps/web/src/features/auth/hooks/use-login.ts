import { notifications } from '@mantine/notifications';
import { type AccountType, accountTypes } from '@studiekraft/shared/constants/account-types';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import type { LoginRequest, LoginResponse } from '@studiekraft/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { rateLimitMessage } from '../../../lib/rate-limit-message.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { userQueryOptions } from '../api/get-user.ts';
import { InvalidAccountTypeError, login } from '../api/login.ts';
import { postLoginPath } from '../post-login-path.ts';

export interface UseLoginOptions {
  allowedTypes?: readonly AccountType[];
  /** The navbar login routes on; a login inside another flow (contact) stays where it is. */
  navigateAfterLogin?: boolean;
  onSuccess?: (response: LoginResponse) => void;
}

export function useLogin({ allowedTypes = accountTypes, navigateAfterLogin = true, onSuccess }: UseLoginOptions = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (credentials: LoginRequest) => login(credentials, allowedTypes),
    onSuccess: (response) => {
      // Spec: login stores a token and loads the user; the user menu reads it from the cache.
      void queryClient.prefetchQuery(userQueryOptions(response.user_id));
      onSuccess?.(response);
      if (navigateAfterLogin) navigate(postLoginPath(response, searchParams.get('redirect')));
    },
    onError: (error) => {
      if (error instanceof InvalidAccountTypeError) {
        notifications.show({
          color: 'orange',
          message: t('auth.login.invalidAccountType'),
          autoClose: toastDurations.long,
        });
        return;
      }
      const isNotConfirmed = error instanceof ApiError && error.code === 'NOT_CONFIRMED';
      // A limited attempt was never checked, so it must not read as a wrong password (issue 34).
      const message =
        rateLimitMessage(t, error) ?? (isNotConfirmed ? t('auth.login.notConfirmed') : t('auth.login.invalidCredentials'));
      notifications.show({
        color: 'danger',
        title: t('auth.login.failedTitle'),
        message,
        autoClose: toastDurations.long,
      });
    },
  });
}
