import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter.ts';

/** /nyhedsbrev/afmeld?token=…, the link in every newsletter: unsubscribes on arrival and says how it went. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribeNewsletter(token);

  let body: ReactNode;
  if (!token) {
    body = <Alert color="danger">{t('newsletter.unsubscribe.missingToken')}</Alert>;
  } else if (unsubscribe.isSuccess) {
    body = (
      <Alert color="primary" role="status">
        {t('newsletter.unsubscribe.success')}
      </Alert>
    );
  } else if (unsubscribe.isError) {
    const isUnknown = unsubscribe.error instanceof ApiError && unsubscribe.error.code === 'TOKEN_NOT_FOUND';
    body = (
      <Alert color="danger" role="alert">
        {isUnknown ? t('newsletter.unsubscribe.notFound') : t('newsletter.unsubscribe.failed')}
      </Alert>
    );
  } else {
    body = (
      <Stack align="center" gap="xs" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{t('newsletter.unsubscribe.pending')}</Text>
      </Stack>
    );
  }

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" radius="lg">
        <Stack>
          <Title order={1} size="h2">
            {t('titles.newsletterUnsubscribe')}
          </Title>
          {body}
          <Button component={Link} to="/" variant="light" w="fit-content">
            {t('common.backHome')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
