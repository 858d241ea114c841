import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { rateLimitMessage } from '../../../lib/rate-limit-message.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { confirmEmail } from '../api/confirm-email.ts';

// Module scope, not a ref: StrictMode mounts twice with fresh refs, and a token is single-use anyway.
const handledTokens = new Set<string>();

/** The `?confirmation=<token>` flow of spec section 8 on the home page. */
export function useEmailConfirmation() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('confirmation');

  useEffect(() => {
    if (!token || handledTokens.has(token)) return;
    handledTokens.add(token);

    const clearQuery = () =>
      setSearchParams(
        (params) => {
          params.delete('confirmation');
          return params;
        },
        { replace: true },
      );

    notifications.show({ message: t('confirmation.pending'), autoClose: toastDurations.short });
    confirmEmail(token).then(
      (response) => {
        notifications.show({ color: 'primary', message: t('confirmation.success'), autoClose: toastDurations.short });
        const { needs_password, password_token } = response.data;
        if (needs_password && password_token) {
          // A quick-registered customer has no password yet: choose one now, then log in (decision 010).
          navigate(`/password/reset?${new URLSearchParams({ token: password_token, welcome: '1' })}`, { replace: true });
          return;
        }
        clearQuery();
      },
      (error: unknown) => {
        clearQuery();
        if (error instanceof ApiError && error.code === 'CONFIRMATION_NOT_FOUND') {
          notifications.show({ color: 'danger', message: t('confirmation.alreadyUsed'), autoClose: toastDurations.normal });
          return;
        }
        // Limited before the token was looked at: the link still works later, so no call to support.
        const limitText = rateLimitMessage(t, error);
        if (limitText) {
          notifications.show({ color: 'danger', message: limitText, autoClose: toastDurations.long });
          return;
        }
        const id = `confirmation-failed-${token}`;
        // The spec's top snackbar with an action: a top-centred notification carrying the button.
        notifications.show({
          id,
          position: 'top-center',
          color: 'danger',
          autoClose: toastDurations.long,
          message: (
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('confirmation.failed')}</Text>
              <Button
                size="compact-sm"
                variant="light"
                color="danger"
                onClick={() => {
                  notifications.hide(id);
                  navigate('/');
                }}
              >
                {t('confirmation.getHelp')}
              </Button>
            </Stack>
          ),
        });
      },
    );
  }, [token, t, navigate, setSearchParams]);
}

/**
 * The flow as a component, so home can load it (and its texts) only when the link carries a token: most
 * visits have none, and it is not part of the first download (decision 032).
 */
export function EmailConfirmation() {
  useEmailConfirmation();
  return null;
}
