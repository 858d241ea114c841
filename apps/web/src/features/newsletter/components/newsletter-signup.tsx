import { Box, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { WhenVisible } from '../../../components/ui/when-visible.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';

// The same chunk as the footer's form (zod and @mantine/form); it loads when the sign-up nears the screen.
const NewsletterForm = lazy(() => import('./newsletter-form.tsx').then((module) => ({ default: module.NewsletterForm })));

/**
 * The newsletter sign-up inside a page (the blog, the contact flow's sent state), beside the footer's. Its
 * form is named by this heading, not 'Nyhedsbrev' as the footer's is, and its ids come from useId, so the two
 * never share a name or an id. The form mounts only near the screen: a first screen rendered on the server
 * holds the placeholder, as the browser's first render does (decision 043).
 */
export function NewsletterSignup({ headingOrder = 2 }: { headingOrder?: TitleOrder }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper withBorder radius="lg" p="xl" w="100%">
      <Stack gap="sm" maw="60ch">
        <Title order={headingOrder} size="h4" id={headingId}>
          {t('newsletterSignup.title')}
        </Title>
        <Text c="dimmed">{t('newsletter.intro')}</Text>
        <WhenVisible placeholder={<Box h={36} />}>
          <Suspense fallback={<Box h={36} />}>
            <NewsletterForm labelledBy={headingId} />
          </Suspense>
        </WhenVisible>
      </Stack>
    </Paper>
  );
}
