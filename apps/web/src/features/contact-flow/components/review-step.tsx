import { Alert, Anchor, Checkbox, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { ContactDraft, ContactStudent } from '../contact-draft.ts';

interface ReviewStepProps {
  draft: ContactDraft;
  student: ContactStudent;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  /** Set after Send was pressed without accepting the terms. */
  showTermsMissing: boolean;
  hasFailed: boolean;
}

/** Step 3: what will be sent, the terms for new projects and our reply promise (the same as on /kontakt). */
export function ReviewStep({ draft, student, termsAccepted, onTermsChange, showTermsMissing, hasFailed }: ReviewStepProps) {
  const { t } = useTranslation();
  const skillName = student.skills?.find((skill) => skill.id === draft.skill)?.name ?? '';
  const customer = draft.customer ? [draft.customer.name, draft.customer.email].filter(Boolean).join(', ') : '';
  const rows = [
    { label: t('contactFlow.review.name'), value: draft.name },
    { label: t('contactFlow.review.skill'), value: skillName },
    { label: t('contactFlow.review.student'), value: student.name },
    { label: t('contactFlow.review.customer'), value: customer },
  ];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('contactFlow.review.intro')}
      </Text>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th w={{ base: 110, xs: 160 }}>{row.label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('contactFlow.review.message')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {draft.message}
        </Text>
      </Stack>
      <Checkbox
        checked={termsAccepted}
        onChange={(event) => onTermsChange(event.currentTarget.checked)}
        error={showTermsMissing && !termsAccepted ? t('contactFlow.review.termsMissing') : undefined}
        label={
          <>
            {t('contactFlow.review.termsBefore')}{' '}
            <Anchor href="/betingelser" target="_blank" rel="noopener" inherit>
              {t('contactFlow.review.termsLink')}
              <VisuallyHidden> {t('common.opensInNewWindow')}</VisuallyHidden>
            </Anchor>
          </>
        }
      />
      <Text size="sm" c="dimmed" data-testid="reply-promise">
        {t('contactFlow.replyPromise')}
      </Text>
      {hasFailed && (
        <Alert color="danger" role="alert">
          {t('contactFlow.review.failed')}
        </Alert>
      )}
    </Stack>
  );
}
