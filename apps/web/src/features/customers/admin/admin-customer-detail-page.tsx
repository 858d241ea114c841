import { Alert, Anchor, Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { DeleteResult } from '@studiekraft/shared/schemas/catalogue';
import type { Customer } from '@studiekraft/shared/schemas/customers';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { StaffDataExportButton } from '../../account/admin/staff-data-export-button.tsx';
import { StaffPersonalDataButton } from '../../account/admin/staff-personal-data-button.tsx';
import { UserActivationSwitch } from '../../account/admin/user-activation-switch.tsx';
import { AuditLogPanel } from '../../audit-log/admin/audit-log-panel.tsx';
import { UserConversationsSection } from '../../conversations/admin/user-conversations-section.tsx';
import { WriteToUserButton } from '../../conversations/components/write-to-user-button.tsx';
import { useAdminCustomer } from '../api/get-admin-customer.ts';
import { customerKeys } from '../query-keys.ts';
import { CustomerDeleteButton } from './customer-delete-button.tsx';
import { CustomerEditDialog } from './customer-edit-dialog.tsx';

const backLink = (label: string) => (
  <Anchor component={Link} to="/administration/customers">
    {label}
  </Anchor>
);

function Line({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:
      </Text>{' '}
      {value || '–'}
    </Text>
  );
}

function CustomerProjects({ projects }: { projects: NonNullable<Customer['projects']> }) {
  const { t } = useTranslation();
  if (projects.length === 0) return <Text c="dimmed">{t('adminCustomers.detail.noProjects')}</Text>;
  return (
    // Three short columns fit a phone when the names wrap; only narrower screens scroll.
    <Table.ScrollContainer minWidth={320}>
      <Table striped aria-label={t('adminCustomers.detail.projects')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminCustomers.detail.project')}</Table.Th>
            <Table.Th>{t('adminCustomers.detail.student')}</Table.Th>
            <Table.Th>{t('adminCustomers.detail.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr key={project.id}>
              <Table.Td>{project.name}</Table.Td>
              <Table.Td>
                {project.student ? (
                  <Anchor component={Link} to={`/administration/students/${project.student.id}`}>
                    {project.student.name}
                  </Anchor>
                ) : (
                  t('adminCustomers.detail.noStudent')
                )}
              </Table.Td>
              <Table.Td>{t(`projectStatus.${project.status}` as 'projectStatus.project-created')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CustomerDetail({ customer, onDeleted }: { customer: Customer; onDeleted: (result: DeleteResult['data']) => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          {backLink(t('adminCustomers.detail.back'))}
          <Title order={1} size="h2">
            {customer.name}
          </Title>
        </Stack>
        <Group gap="sm">
          {customer.user ? <WriteToUserButton userId={customer.user.id} label={t('adminCustomers.detail.writeTo')} /> : null}
          <Button onClick={() => setEditing(true)}>{t('adminCustomers.detail.edit')}</Button>
          <CustomerDeleteButton customerId={customer.id} name={customer.name} onDone={onDeleted} />
          {customer.user ? <StaffDataExportButton userId={customer.user.id} texts="adminCustomers.detail" /> : null}
          {customer.user ? (
            <StaffPersonalDataButton
              userId={customer.user.id}
              name={customer.name}
              texts="adminCustomers.detail"
              refetch={customerKeys.all}
            />
          ) : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('adminCustomers.detail.info')}
            </Title>
            <Line label={t('adminCustomers.detail.email')} value={customer.email} />
            <Line label={t('adminCustomers.detail.phone')} value={customer.phone_number} />
            <Line label={t('adminCustomers.detail.created')} value={formatDate(customer.created_at, 'isoDay')} />
            {customer.user ? (
              <UserActivationSwitch
                userId={customer.user.id}
                activated={customer.user.activated}
                name={customer.name}
                texts="adminCustomers.detail"
                refetch={customerKeys.all}
              />
            ) : null}
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('adminCustomers.detail.company')}
            </Title>
            {customer.vat_number ? (
              <>
                <Line label={t('customers.fields.companyName')} value={customer.company_name} />
                <Group gap="xs">
                  <Line label={t('customers.fields.vatNumber')} value={customer.vat_number} />
                  {/* Typed by the customer while the register could not confirm it (decision 063): staff check it. */}
                  <Badge variant="light" color={customer.vat_verified ? 'green' : 'yellow'}>
                    {t(customer.vat_verified ? 'adminCustomers.detail.vatVerified' : 'adminCustomers.detail.vatUnverified')}
                  </Badge>
                </Group>
              </>
            ) : (
              <Text c="dimmed">{t('adminCustomers.detail.noCompany')}</Text>
            )}
            <Title order={2} size="h4" mt="sm">
              {t('adminCustomers.detail.address')}
            </Title>
            <Text size="sm">{customer.address || '–'}</Text>
            <Text size="sm">{[customer.postcode, customer.city].filter(Boolean).join(' ') || null}</Text>
          </Stack>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          {t('adminCustomers.detail.notes')}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }} c={customer.notes ? undefined : 'dimmed'}>
          {customer.notes || t('adminCustomers.detail.noNotes')}
        </Text>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('adminCustomers.detail.projects')}
        </Title>
        <CustomerProjects projects={customer.projects ?? []} />
      </Stack>
      {customer.user ? <UserConversationsSection userId={customer.user.id} name={customer.name} /> : null}
      {/* The server's customer filter finds entries on the customer and on their login together. */}
      <AuditLogPanel source={{ customerId: customer.id }} />
      <CustomerEditDialog customer={customer} opened={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}

/** /administration/customers/{id} (spec section 2, 'Admin customer detail'). */
export function AdminCustomerDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const customer = useAdminCustomer(id);
  const [outcome, setOutcome] = useState<DeleteResult['data'] | null>(null);

  if (outcome?.deleted) {
    return (
      <Stack gap="md">
        <Alert color="green">{t('adminCustomers.detail.deleted')}</Alert>
        {backLink(t('adminCustomers.detail.back'))}
      </Stack>
    );
  }
  if (customer.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (customer.isError) {
    const notFound = customer.error instanceof ApiError && customer.error.status === 404;
    return (
      <Stack gap="md">
        <Alert color="red" title={t(notFound ? 'adminCustomers.detail.notFound' : 'adminCustomers.detail.loadFailed')}>
          {notFound ? null : (
            <Button variant="light" color="red" size="xs" onClick={() => customer.refetch()}>
              {t('common.retry')}
            </Button>
          )}
        </Alert>
        {backLink(t('adminCustomers.detail.back'))}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {outcome && !outcome.deleted ? <Alert color="yellow">{t('adminCustomers.detail.deactivatedInstead')}</Alert> : null}
      <CustomerDetail customer={customer.data} onDeleted={setOutcome} />
    </Stack>
  );
}
