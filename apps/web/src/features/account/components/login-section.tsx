import { Alert, Anchor, Button, Center, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailField, newPasswordField } from '@studiekraft/shared/schemas/fields';
import { currentPasswordField, type UpdateUser, type User } from '@studiekraft/shared/schemas/users';
import { IconInfoCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { translateFieldCode, zodFormValidator } from '../../../lib/form-validation.ts';
import { rateLimitMessage } from '../../../lib/rate-limit-message.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useUser } from '../../auth/api/get-user.ts';
import { passwordRequestLink } from '../../auth/password-request-link.ts';
import { useUpdateLogin } from '../api/update-login.ts';
import { SaveResult } from './save-result.tsx';

interface LoginValues {
  email: string;
  password: string;
  current_password: string;
}

const isEmailChanged = (email: string, currentEmail: string) => email.trim().toLowerCase() !== currentEmail.toLowerCase();

/**
 * Spec section 5: the e-mail is checked only if changed, the password only if filled. Either change also
 * needs the current password, which the server checks (a borrowed session must not take the account).
 */
const loginRules = (currentEmail: string) =>
  z
    .object({
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
      current_password: currentPasswordField(),
    })
    .superRefine((values, ctx) => {
      const isChanging = isEmailChanged(values.email, currentEmail) || values.password !== '';
      if (isChanging && !values.current_password) {
        ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['current_password'] });
      }
    });

/** Only what differs from the saved details, with the current password: nothing is sent when neither changed. */
export function changedLogin(values: LoginValues, currentEmail: string): UpdateUser | null {
  const email = values.email.trim().toLowerCase();
  const changes: UpdateUser = {
    ...(isEmailChanged(email, currentEmail) ? { email } : {}),
    ...(values.password ? { password: values.password } : {}),
  };
  if (changes.email === undefined && changes.password === undefined) return null;
  return { ...changes, current_password: values.current_password };
}

/** The server's answer in words: a wrong current password belongs to its field, not to the form. */
function failureText(error: unknown, t: TFunction): string | null {
  if (!(error instanceof ApiError)) return t('account.login.failed');
  const limitText = rateLimitMessage(t, error);
  if (limitText) return limitText;
  if (error.status === 422 && error.errors?.current_password) return null;
  if (error.status === 422) return t('account.login.emailTaken');
  return t('account.login.failed');
}

type Outcome = { kind: 'saved'; emailSentTo: string | null } | { kind: 'unchanged' } | null;

function LoginForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateLogin(user.id);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<LoginValues>({
    initialValues: { email: user.email, password: '', current_password: '' },
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
        const cleared = { email: saved.email, password: '', current_password: '' };
        form.setValues(cleared);
        form.resetDirty(cleared);
      },
      onError: (error) => {
        const code = error instanceof ApiError ? error.errors?.current_password?.[0] : undefined;
        if (!code) return;
        form.setFieldError(
          'current_password',
          code === 'validation.current_password' ? t('account.login.currentPasswordWrong') : translateFieldCode(t, code),
        );
      },
    });
  });

  const failure = update.isError ? failureText(update.error, t) : null;
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
        <PasswordInput
          {...form.getInputProps('current_password')}
          label={t('account.login.currentPassword')}
          description={t('account.login.currentPasswordHint')}
          autoComplete="current-password"
        />
        <Anchor component={Link} to={passwordRequestLink(user.email)} size="sm">
          {t('account.login.forgotCurrent')}
        </Anchor>
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
