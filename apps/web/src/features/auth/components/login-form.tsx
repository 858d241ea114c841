import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LoginRequest, loginRequestSchema } from '@studiekraft/shared/schemas/auth';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { zodFormValidator } from '../../../lib/form-validation.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { type UseLoginOptions, useLogin } from '../hooks/use-login.ts';
import { ResendConfirmation } from './resend-confirmation.tsx';

export interface LoginFormProps extends UseLoginOptions {
  /** Called when the user follows a link out of the form (so a dropdown or modal can close). */
  onNavigateAway?: () => void;
  /** Prefilled e-mail, e.g. when another form found the address already registered. */
  initialEmail?: string;
}

export function LoginForm({ onNavigateAway, initialEmail = '', ...loginOptions }: LoginFormProps) {
  const { t } = useTranslation();
  const loginMutation = useLogin(loginOptions);
  const form = useForm<LoginRequest>({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail, password: '' },
    validate: zodFormValidator<LoginRequest>(loginRequestSchema, t),
  });
  const notConfirmedEmail =
    loginMutation.error instanceof ApiError && loginMutation.error.code === 'NOT_CONFIRMED'
      ? (loginMutation.variables?.email ?? null)
      : null;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(() => {
        // Parsed again so the e-mail is trimmed and lower-cased exactly as the server expects it.
        const parsed = loginRequestSchema.safeParse(form.getValues());
        if (parsed.success) loginMutation.mutate(parsed.data);
      })}
    >
      <Stack gap="sm">
        <TextInput
          label={t('auth.login.email')}
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        {notConfirmedEmail && <ResendConfirmation key={notConfirmedEmail} email={notConfirmedEmail} />}
        <Group justify="space-between" align="center" wrap="nowrap">
          <Anchor component={Link} to="/password/request" size="sm" onClick={onNavigateAway}>
            {t('auth.login.forgotPassword')}
          </Anchor>
          <Button type="submit" loading={loginMutation.isPending}>
            {t('auth.login.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
