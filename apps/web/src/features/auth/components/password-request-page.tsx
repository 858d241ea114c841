import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ResetRequest, resetRequestSchema } from '@studiekraft/shared/schemas/auth';
import { useTranslation } from 'react-i18next';
import { zodFormValidator } from '../../../lib/form-validation.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

export function PasswordRequestPage() {
  const { t } = useTranslation();
  const resetRequest = useRequestPasswordReset();
  const form = useForm<ResetRequest>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: zodFormValidator<ResetRequest>(resetRequestSchema, t),
  });
  // Success and failure read the same, so the page never tells whether an e-mail has an account.
  const isAnswered = resetRequest.isSuccess || resetRequest.isError;

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" radius="lg">
        <Stack>
          <Title order={1} size="h2">
            {t('titles.passwordRequest')}
          </Title>
          <Text c="dimmed">{t('auth.passwordRequest.intro')}</Text>
          {isAnswered ? (
            <Alert color="primary" role="status">
              {t('auth.passwordRequest.sent')}
            </Alert>
          ) : (
            <form
              noValidate
              onSubmit={form.onSubmit(() => {
                const parsed = resetRequestSchema.safeParse(form.getValues());
                if (parsed.success) resetRequest.mutate(parsed.data);
              })}
            >
              <Stack>
                <TextInput
                  label={t('auth.login.email')}
                  type="email"
                  autoComplete="email"
                  required
                  key={form.key('email')}
                  {...form.getInputProps('email')}
                />
                <Button type="submit" loading={resetRequest.isPending}>
                  {t('auth.passwordRequest.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
