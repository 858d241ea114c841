import { Alert, Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ResetChange, resetChangeSchema } from '@studiekraft/shared/schemas/auth';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { zodFormValidator } from '../../../lib/form-validation.ts';
import { rateLimitMessage } from '../../../lib/rate-limit-message.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { loginPrompt } from '../hooks/login-prompt.ts';
import { postLoginPath } from '../post-login-path.ts';

export function PasswordResetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // Set after a quick registration's e-mail confirmation: the first password, not a reset (decision 010).
  const isWelcome = searchParams.get('welcome') === '1';
  const passwordChange = useChangePassword();
  const form = useForm<ResetChange>({
    mode: 'uncontrolled',
    initialValues: { token: token ?? '', password: '' },
    validate: zodFormValidator<ResetChange>(resetChangeSchema, t, {
      password: { 'validation.format': 'auth.passwordFormat' },
    }),
  });

  if (!token) return <Navigate to="/" replace />;

  const failure =
    rateLimitMessage(t, passwordChange.error) ??
    (passwordChange.error instanceof ApiError && passwordChange.error.code === 'TOKEN_NOT_FOUND'
      ? t('passwordReset.tokenNotFound')
      : t('passwordReset.failed'));

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" radius="lg">
        <Stack>
          <Title order={1} size="h2">
            {isWelcome ? t('passwordReset.welcomeTitle') : t('titles.passwordReset')}
          </Title>
          {passwordChange.data?.session ? (
            // Logged in with the first password: on to the project, as the contact flow promised.
            <Navigate to={postLoginPath(passwordChange.data.session, null)} replace />
          ) : passwordChange.isSuccess ? (
            <>
              <Alert color="primary" role="status">
                {isWelcome ? t('passwordReset.welcomeSuccess') : t('passwordReset.success')}
              </Alert>
              <Button
                onClick={() => {
                  navigate('/');
                  loginPrompt.open();
                }}
              >
                {t('passwordReset.goToLogin')}
              </Button>
            </>
          ) : (
            <form noValidate onSubmit={form.onSubmit((values) => passwordChange.mutate({ token, password: values.password }))}>
              <Stack>
                <Text c="dimmed">{isWelcome ? t('passwordReset.welcomeIntro') : t('passwordReset.intro')}</Text>
                {passwordChange.isError && (
                  <Alert color="danger" role="alert">
                    {failure}
                  </Alert>
                )}
                <PasswordInput
                  label={isWelcome ? t('passwordReset.welcomePassword') : t('passwordReset.newPassword')}
                  description={t('passwordReset.rule')}
                  autoComplete="new-password"
                  required
                  key={form.key('password')}
                  {...form.getInputProps('password')}
                />
                <Button type="submit" loading={passwordChange.isPending}>
                  {isWelcome ? t('passwordReset.welcomeSubmit') : t('passwordReset.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
