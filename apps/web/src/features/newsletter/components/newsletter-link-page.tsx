import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { rateLimitMessage } from '../../../lib/rate-limit-message.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { type NewsletterLinkAction, useNewsletterLink } from '../api/newsletter-link.ts';

const titles = { confirm: 'titles.newsletterConfirm', unsubscribe: 'titles.newsletterUnsubscribe' } as const;

/**
 * The landing page of a newsletter mail's link: /nyhedsbrev/bekraeft?token=… (the sign-up's confirmation,
 * double opt-in) and /nyhedsbrev/afmeld?token=… (in every newsletter). Follows the link on arrival and
 * says how it went, in the texts under `newsletter.<action>`.
 */
function NewsletterLinkPage({ action }: { action: NewsletterLinkAction }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const link = useNewsletterLink(action, token);

  let body: ReactNode;
  if (!token) {
    body = <Alert color="danger">{t(`newsletter.${action}.missingToken`)}</Alert>;
  } else if (link.isSuccess) {
    body = (
      <Alert color="primary" role="status">
        {t(`newsletter.${action}.success`)}
      </Alert>
    );
  } else if (link.isError) {
    const isUnknown = link.error instanceof ApiError && link.error.code === 'TOKEN_NOT_FOUND';
    body = (
      <Alert color="danger" role="alert">
        {rateLimitMessage(t, link.error) ?? (isUnknown ? t(`newsletter.${action}.notFound`) : t(`newsletter.${action}.failed`))}
      </Alert>
    );
  } else {
    body = (
      <Stack align="center" gap="xs" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{t(`newsletter.${action}.pending`)}</Text>
      </Stack>
    );
  }

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" radius="lg">
        <Stack>
          <Title order={1} size="h2">
            {t(titles[action])}
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

export const ConfirmPage = () => <NewsletterLinkPage action="confirm" />;
export const UnsubscribePage = () => <NewsletterLinkPage action="unsubscribe" />;
