import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { OwnTestimonial } from '@studiekraft/shared/schemas/testimonials';
import { testimonialLimits } from '@studiekraft/shared/schemas/testimonials';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { SaveResult } from '../../account/components/save-result.tsx';
import { RatingStars } from '../../students/components/rating-stars.tsx';
import { useCreateTestimonial, useDeleteOwnTestimonial, useOwnTestimonials } from '../api/own-testimonials.ts';
import { TestimonialForm } from './testimonial-form.tsx';
import { TestimonialStatusBadge } from './testimonial-status-badge.tsx';

/** The server's answer to a fourth waiting testimonial (decision 024). */
const isLimitReached = (error: unknown) => error instanceof ApiError && Boolean(error.errors?.testimonials);

/**
 * The customer's testimonials on their account page (/account/testimonials): write one for the home
 * page, see whether each is approved yet, delete their own after a confirmation.
 */
export function OwnTestimonialsSection({ suggested }: { suggested: { name: string; company: string } }) {
  const { t } = useTranslation();
  const create = useCreateTestimonial();
  const [result, setResult] = useState<{ success?: string; failure?: string } | null>(null);

  return (
    <Stack gap="lg">
      <Text>{t('testimonials.intro')}</Text>
      <TestimonialForm
        suggested={suggested}
        pending={create.isPending}
        onSubmit={async (input) => {
          setResult(null);
          try {
            await create.mutateAsync(input);
            setResult({ success: t('testimonials.created') });
          } catch (error) {
            if (isLimitReached(error))
              setResult({ failure: t('testimonials.limitReached', { count: testimonialLimits.pendingPerCustomer }) });
            else if (!(error instanceof ApiError && error.errors)) setResult({ failure: t('testimonials.createFailed') });
            throw error;
          }
        }}
      />
      <SaveResult success={result?.success} failure={result?.failure} />
      <OwnTestimonialList />
    </Stack>
  );
}

function OwnTestimonialList() {
  const { t } = useTranslation();
  const own = useOwnTestimonials();
  const remove = useDeleteOwnTestimonial();
  const [deleting, setDeleting] = useState<OwnTestimonial | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('testimonials.ownTitle')}
      </Title>
      {notice ? <SaveResult success={notice} /> : null}
      {own.isPending ? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        </Center>
      ) : own.isError ? (
        <Alert color="red" title={t('testimonials.loadFailed')}>
          <Button variant="light" color="red" size="xs" onClick={() => own.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : own.data.length === 0 ? (
        <Text c="dimmed">{t('testimonials.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {own.data.map((testimonial) => (
            <Paper component="li" key={testimonial.id} withBorder radius="md" p="md">
              <Stack gap={6}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <TestimonialStatusBadge approved={testimonial.approved} />
                  <Text size="sm" c="dimmed">
                    {t('testimonials.writtenAt', { date: formatDate(testimonial.created_at, 'longDay') })}
                  </Text>
                </Group>
                <RatingStars value={testimonial.score} size={16} />
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {testimonial.title}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {testimonial.body}
                </Text>
                <Group justify="flex-end">
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={t('testimonials.deleteNamed', { title: testimonial.title })}
                    onClick={() => {
                      remove.reset();
                      setNotice(null);
                      setDeleting(testimonial);
                    }}
                  >
                    {t('testimonials.delete')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('testimonials.deleteTitle')}
        question={t('testimonials.deleteQuestion', { title: deleting?.title ?? '' })}
        error={remove.isError ? t('testimonials.deleteFailed') : null}
        cancelLabel={t('testimonials.cancel')}
        deleteLabel={t('testimonials.delete')}
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onDelete={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              setNotice(t('testimonials.deleted'));
            },
          })
        }
      />
    </Stack>
  );
}
