import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ResetRequest, resetRequestSchema } from '@studiekraft/shared/schemas/auth';
import { useSearchParams } from 'react-router';
import { zodFormValidator } from '../../../lib/form-validation.ts';
import { rateLimitMessage } from '../../../lib/rate-limit-message.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { resetQueryKey } from '../password-request-link.ts';
import { PasswordRequestConfirm } from './password-request-confirm.tsx';

export function PasswordRequestPage() {
  const { t } = useTranslation();
  const resetRequest = useRequestPasswordReset();
  const [searchParams, setSearchParams] = useSearchParams();
  // Only a valid address gets the confirm step; anything else in the query shows the plain form.
  const confirmFor = resetRequestSchema.safeParse({ email: searchParams.get(resetQueryKey) ?? '' }).data?.email;
  const form = useForm<ResetRequest>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: zodFormValidator<ResetRequest>(resetRequestSchema, t),
  });
  // The per-IP limit says nothing about the address, so it alone is told apart, with the form kept.
  const limitText = rateLimitMessage(t, resetRequest.error);
  // Success and failure read the same, so the page never tells whether an e-mail has an account.
  const isAnswered = resetRequest.isSuccess || (resetRequest.isError && !limitText);

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" radius="lg">
        <Stack>
          <Title order={1} size="h2">
            {t('titles.passwordRequest')}
          </Title>
          {!(confirmFor && !isAnswered) && <Text c="dimmed">{t('passwordRequest.intro')}</Text>}
          {limitText && (
            <Alert color="danger" role="alert">
              {limitText}
            </Alert>
          )}
          {isAnswered ? (
            <Alert color="primary" role="status">
              {t('passwordRequest.sent')}
            </Alert>
          ) : confirmFor ? (
            <PasswordRequestConfirm
              email={confirmFor}
              isSending={resetRequest.isPending}
              onConfirm={() => resetRequest.mutate({ email: confirmFor })}
              onOtherEmail={() =>
                setSearchParams(
                  (params) => {
                    params.delete(resetQueryKey);
                    return params;
                  },
                  { replace: true },
                )
              }
            />
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
                  {t('passwordRequest.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
