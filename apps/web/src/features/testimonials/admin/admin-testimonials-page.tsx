import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import type { StaffTestimonial } from '@studiekraft/shared/schemas/testimonials';
import { useState } from 'react';
import { Link } from 'react-router';
import { StaffTable } from '../../../components/staff-table/staff-table.tsx';
import { useStaffListPage } from '../../../components/staff-table/use-staff-list-page.ts';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { RatingStars } from '../../students/components/rating-stars.tsx';
import {
  type StaffTestimonialFilter,
  staffTestimonialsPageSize,
  useDeleteTestimonial,
  useSetTestimonialApproval,
  useStaffTestimonials,
} from '../api/staff-testimonials.ts';
import { TestimonialStatusBadge } from '../components/testimonial-status-badge.tsx';

/**
 * /administration/testimonials (decision 024): what customers wrote for the home page, waiting ones
 * first; staff approve (it then shows), withdraw an approval, or delete after a confirmation.
 */
export function AdminTestimonialsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<StaffTestimonialFilter>('pending');
  const paging = useStaffListPage();
  const { page, resetPage } = paging;
  const list = useStaffTestimonials(filter, page);
  const approval = useSetTestimonialApproval();
  const remove = useDeleteTestimonial();
  const [deleting, setDeleting] = useState<StaffTestimonial | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const approve = (testimonial: StaffTestimonial) => {
    setNotice(null);
    approval.mutate(
      { id: testimonial.id, approve: !testimonial.approved },
      {
        onSuccess: (saved) =>
          setNotice(t(saved.approved ? 'adminTestimonials.approvedNotice' : 'adminTestimonials.unapprovedNotice')),
      },
    );
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('admin.titles.testimonials')}
      </Title>
      <SegmentedControl
        aria-label={t('adminTestimonials.filter')}
        value={filter}
        onChange={(value) => {
          setFilter(value as StaffTestimonialFilter);
          resetPage();
          setNotice(null);
        }}
        data={[
          { value: 'pending', label: t('adminTestimonials.pending') },
          { value: 'approved', label: t('adminTestimonials.approved') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {notice ? (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {approval.isError ? <Alert color="red">{t('adminTestimonials.actionFailed')}</Alert> : null}
      {/* At 375 px the text column wraps and the buttons stack under each other; narrower, it scrolls. */}
      <StaffTable
        query={list}
        label={t('admin.titles.testimonials')}
        loadFailed={t('adminTestimonials.loadFailed')}
        empty={t(filter === 'pending' ? 'adminTestimonials.emptyPending' : 'adminTestimonials.emptyApproved')}
        minWidth={320}
        tableProps={{ striped: true, verticalSpacing: 'sm' }}
        columns={[
          { label: t('adminTestimonials.testimonial') },
          { label: t('adminTestimonials.author'), visibleFrom: 'sm' },
          { label: t('adminTestimonials.actions'), hiddenLabel: true },
        ]}
        paging={{ page: paging, pageSize: staffTestimonialsPageSize }}
        renderRow={(testimonial) => (
          <Table.Tr key={testimonial.id}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Stack gap={4}>
                <Group gap="xs">
                  <RatingStars value={testimonial.score} size={14} />
                  <TestimonialStatusBadge approved={testimonial.approved} short />
                </Group>
                <Text fw={600} size="sm">
                  {testimonial.title}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {testimonial.body}
                </Text>
                <Text size="xs" c="dimmed">
                  {[testimonial.name, testimonial.position, testimonial.company].filter(Boolean).join(', ')}
                </Text>
                {/* On a phone the author column is folded in here. */}
                <Author testimonial={testimonial} hiddenFrom="sm" />
              </Stack>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Author testimonial={testimonial} />
            </Table.Td>
            <Table.Td>
              <Stack gap="xs" align="stretch">
                <Button
                  size="xs"
                  variant={testimonial.approved ? 'default' : 'filled'}
                  loading={approval.isPending && approval.variables?.id === testimonial.id}
                  aria-label={t(testimonial.approved ? 'adminTestimonials.unapproveNamed' : 'adminTestimonials.approveNamed', {
                    title: testimonial.title,
                  })}
                  onClick={() => approve(testimonial)}
                >
                  {t(testimonial.approved ? 'adminTestimonials.unapprove' : 'adminTestimonials.approve')}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  aria-label={t('adminTestimonials.deleteNamed', { title: testimonial.title })}
                  onClick={() => {
                    remove.reset();
                    setDeleting(testimonial);
                  }}
                >
                  {t('adminTestimonials.delete')}
                </Button>
              </Stack>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('adminTestimonials.deleteTitle')}
        question={t('adminTestimonials.deleteQuestion', { title: deleting?.title ?? '' })}
        error={remove.isError ? t('adminTestimonials.deleteFailed') : null}
        cancelLabel={t('adminTestimonials.cancel')}
        deleteLabel={t('adminTestimonials.delete')}
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onDelete={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              setNotice(t('adminTestimonials.deleted'));
            },
          })
        }
      />
    </Stack>
  );
}

/** Who wrote it (a link to the customer) and when; seed rows have no customer. */
function Author({ testimonial, hiddenFrom }: { testimonial: StaffTestimonial; hiddenFrom?: 'sm' }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} hiddenFrom={hiddenFrom}>
      {testimonial.customer ? (
        <Anchor component={Link} to={`/administration/customers/${testimonial.customer.id}`} size="sm">
          {testimonial.customer.name}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {t('adminTestimonials.seed')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('adminTestimonials.created')} {formatDate(testimonial.created_at, 'isoDay')}
      </Text>
    </Stack>
  );
}
