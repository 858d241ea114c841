import { Button, Checkbox, Divider, Group, List, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AccountType } from '@studiekraft/shared/constants/account-types';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { rateLimitMessage } from '../../../lib/rate-limit-message.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useLogout } from '../../auth/hooks/use-logout.ts';
import { downloadUserData, useDeleteUserData } from '../api/personal-data.ts';
import { SaveResult } from './save-result.tsx';

function DownloadData({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadUserData(userId);
    } catch (error) {
      setFailure(rateLimitMessage(t, error) ?? t('account.data.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('account.data.downloadTitle')}
      </Title>
      <Text size="sm">{t('account.data.downloadText')}</Text>
      <SaveResult failure={failure} />
      <Group>
        <Button variant="default" loading={busy} onClick={download}>
          {t('account.data.download')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The refusal in words: a wrong password belongs to its field, the open projects to the dialog. */
function refusalOf(error: unknown, t: TFunction): { field?: string; form?: string } {
  if (!(error instanceof ApiError)) return { form: t('account.data.deleteFailed') };
  if (error.code === 'OPEN_PROJECTS') return { form: t('account.data.openProjects') };
  const limitText = rateLimitMessage(t, error);
  if (limitText) return { form: limitText };
  const code = error.errors?.current_password?.[0];
  if (code === 'validation.current_password') return { field: t('account.data.passwordWrong') };
  if (code) return { field: t('account.data.passwordRequired') };
  return { form: t('account.data.deleteFailed') };
}

function DeleteAccount({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const remove = useDeleteUserData(userId);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [errors, setErrors] = useState<{ field?: string; form?: string }>({});

  const close = () => {
    setOpen(false);
    setPassword('');
    setUnderstood(false);
    setErrors({});
    remove.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setErrors({ field: t('account.data.passwordRequired') });
      return;
    }
    setErrors({});
    remove.mutate(
      { password },
      {
        onSuccess: async () => {
          setOpen(false);
          notifications.show({ color: 'green', message: t('account.data.deleted'), autoClose: toastDurations.long });
          // Every session was ended on the server; this one goes too, and the user lands on the home page.
          await logout();
        },
        onError: (error) => setErrors(refusalOf(error, t)),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('account.data.deleteTitle')}
      </Title>
      <Text size="sm">{t('account.data.deleteText')}</Text>
      <Group>
        <Button color="red" variant="light" onClick={() => setOpen(true)}>
          {t('account.data.delete')}
        </Button>
      </Group>
      <Modal
        opened={open}
        onClose={close}
        title={t('account.data.dialogTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('account.data.close') }}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('account.data.removedIntro')}</Text>
            <List size="sm" spacing={4}>
              <List.Item>{t('account.data.removed')}</List.Item>
              <List.Item>{t('account.data.messages')}</List.Item>
              <List.Item>{t('account.data.ratings')}</List.Item>
              <List.Item>{t('account.data.kept')}</List.Item>
            </List>
            <PasswordInput
              label={t('account.data.password')}
              description={t('account.data.passwordHint')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.field}
              data-autofocus
            />
            <Checkbox
              label={t('account.data.understood')}
              checked={understood}
              onChange={(event) => setUnderstood(event.currentTarget.checked)}
            />
            <SaveResult failure={errors.form} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('account.data.cancel')}
              </Button>
              <Button type="submit" color="red" disabled={!understood} loading={remove.isPending}>
                {t('account.data.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}

/**
 * 'Dine data' (decision 027): a copy of everything stored about the user as a ZIP, and deleting the
 * account after the password is re-entered. Employees download only: their accounts are removed by
 * another employee (decision 018).
 */
export function OwnDataSection({ userId, accountType }: { userId: number; accountType: AccountType }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <DownloadData userId={userId} />
      <Divider />
      {accountType === 'EMPLOYEE' ? <Text size="sm">{t('account.data.employeeNote')}</Text> : <DeleteAccount userId={userId} />}
    </Stack>
  );
}
