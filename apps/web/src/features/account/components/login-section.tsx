import { Alert, Button, Center, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailField, newPasswordField } from '@studiekraft/shared/schemas/fields';
import type { UpdateUser, User } from '@studiekraft/shared/schemas/users';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { zodFormValidator } from '../../../lib/form-validation.ts';
import { useUser } from '../../auth/api/get-user.ts';
import { useUpdateLogin } from '../api/update-login.ts';
import { SaveResult } from './save-result.tsx';

interface LoginValues {
  email: string;
  password: string;
}

/** Spec section 5: the e-mail is checked only if changed, the password only if filled. */
const loginRules = (currentEmail: string) =>
  z.object({
    email: z.string().superRefine((value, ctx) => {
      const email = value.trim().toLowerCase();
      if (email === currentEmail.toLowerCase()) return;
      if (!email) ctx.addIssue({ code: 'custom', message: 'validation.required' });
      else if (!emailField().safeParse(email).success) ctx.addIssue({ code: 'custom', message: 'validation.email' });
    }),
    password: z.string().superRefine((value, ctx) => {
      if (!value) return;
      const issue = newPasswordField().safeParse(value).error?.issues[0];
      if (issue) ctx.addIssue({ code: 'custom', message: issue.message });
    }),
  });

/** Only what differs from the saved details: nothing is sent when neither changed. */
export function changedLogin(values: LoginValues, currentEmail: string): UpdateUser | null {
  const email = values.email.trim().toLowerCase();
  const changes: UpdateUser = {
    ...(email !== currentEmail.toLowerCase() ? { email } : {}),
    ...(values.password ? { password: values.password } : {}),
  };
  return changes.email === undefined && changes.password === undefined ? null : changes;
}

type Outcome = { kind: 'saved'; emailSentTo: string | null } | { kind: 'unchanged' } | null;

function LoginForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateLogin(user.id);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<LoginValues>({
    initialValues: { email: user.email, password: '' },
    validate: zodFormValidator<LoginValues>(loginRules(user.email), t, {
      password: { 'validation.format': 'account.login.passwordFormat', 'validation.min': 'account.login.passwordMin' },
    }),
  });

  const submit = form.onSubmit((values) => {
    const changes = changedLogin(values, user.email);
    update.reset();
    if (!changes) {
      setOutcome({ kind: 'unchanged' });
      return;
    }
    setOutcome(null);
    update.mutate(changes, {
      onSuccess: (saved) => {
        setOutcome({ kind: 'saved', emailSentTo: changes.email ? (saved.pending_email ?? changes.email) : null });
        // The new address is not used until confirmed, so the field goes back to the address in use.
        form.setValues({ email: saved.email, password: '' });
        form.resetDirty({ email: saved.email, password: '' });
      },
    });
  });

  const failure = update.isError
    ? update.error instanceof ApiError && update.error.status === 422
      ? t('account.login.emailTaken')
      : t('account.login.failed')
    : null;
  const success =
    outcome?.kind === 'saved'
      ? outcome.emailSentTo
        ? t('account.login.savedConfirm', { email: outcome.emailSentTo })
        : t('account.login.saved')
      : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="blue" variant="light" role="note" icon={<IconInfoCircle size={18} />}>
          {t('account.login.confirmNotice')}
        </Alert>
        {user.pending_email && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('account.login.pending', { email: user.pending_email })}
          </Text>
        )}
        <TextInput {...form.getInputProps('email')} label={t('account.login.email')} type="email" autoComplete="email" />
        <PasswordInput
          {...form.getInputProps('password')}
          label={t('account.login.password')}
          description={t('account.login.passwordHint')}
          autoComplete="new-password"
        />
        <SaveResult
          success={success}
          failure={failure}
          info={outcome?.kind === 'unchanged' ? t('account.login.unchanged') : null}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('account.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function LoginSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const user = useUser(userId);
  if (user.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (user.isError) return <SaveResult failure={t('account.loadFailed')} />;
  return <LoginForm user={user.data} />;
}
