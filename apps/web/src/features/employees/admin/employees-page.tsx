import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { StaffTable } from '../../../components/staff-table/staff-table.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth-store.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { type Employee, employeesListQuery, useDeleteEmployee, useEmployees } from '../api/employees.ts';
import { EmployeeFormDialog } from './employee-form-dialog.tsx';
import { EmployeeHistoryDialog } from './employee-history-dialog.tsx';

function deleteFailure(error: unknown): 'adminEmployees.lastActive' | 'adminEmployees.deleteFailed' {
  return error instanceof ApiError && error.code === 'LAST_ACTIVE_EMPLOYEE'
    ? 'adminEmployees.lastActive'
    : 'adminEmployees.deleteFailed';
}

/** /administration/employees: the staff list; edit is one's own record only, delete never oneself. */
export function EmployeesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const employees = useEmployees();
  const remove = useDeleteEmployee();
  const [form, setForm] = useState<{ employee: Employee | null } | null>(null);
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const [history, setHistory] = useState<Employee | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const ownId = session?.accountType === 'EMPLOYEE' ? session.account.id : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('admin.titles.employees')}
        </Title>
        <Group gap="sm">
          <CsvExportButton path="/employees.csv" query={employeesListQuery} fileName="medarbejdere" />
          <Button onClick={() => setForm({ employee: null })}>{t('adminEmployees.createTitle')}</Button>
        </Group>
      </Group>
      {notice ? (
        <Alert color="green" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {/* Fits a 375 px phone (343 px inside the page): the names and the row's buttons wrap; narrower, it scrolls. */}
      <StaffTable
        query={employees}
        label={t('admin.titles.employees')}
        loadFailed={t('adminEmployees.loadFailed')}
        empty={t('adminEmployees.empty')}
        minWidth={300}
        tableProps={{ striped: true }}
        columns={[
          { label: t('adminEmployees.fields.name') },
          { label: t('adminEmployees.created') },
          { label: t('adminEmployees.actions'), hiddenLabel: true },
        ]}
        renderRow={(employee) => (
          <Table.Tr key={employee.id}>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <UserAvatar src={employee.avatars.primary} name={employee.name} />
                <Text size="sm">{employee.name}</Text>
                {employee.user && !employee.user.activated ? (
                  <Badge color="gray" variant="light" size="sm">
                    {t('adminEmployees.inactive')}
                  </Badge>
                ) : null}
              </Group>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(employee.created_at, 'isoDay')}</Table.Td>
            <Table.Td>
              <Group gap="xs" justify="flex-end">
                <Button
                  size="xs"
                  variant="subtle"
                  aria-label={t('adminAudit.historyOf', { name: employee.name })}
                  onClick={() => setHistory(employee)}
                >
                  {t('adminAudit.history')}
                </Button>
                {employee.id === ownId ? (
                  <>
                    <Button size="xs" variant="light" onClick={() => setForm({ employee })}>
                      {t('adminEmployees.edit')}
                    </Button>
                    {/* The avatar editor lives on the account page; one editor, not two. */}
                    <Anchor component={Link} to="/account" size="sm">
                      {t('adminEmployees.changeAvatar')}
                    </Anchor>
                  </>
                ) : (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={t('adminEmployees.deleteNamed', { name: employee.name })}
                    onClick={() => {
                      remove.reset();
                      setDeleting(employee);
                    }}
                  >
                    {t('adminEmployees.delete')}
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <EmployeeHistoryDialog employee={history} onClose={() => setHistory(null)} />
      <EmployeeFormDialog opened={form !== null} employee={form?.employee ?? null} onClose={() => setForm(null)} />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('adminEmployees.deleteTitle')}>
        <Stack gap="md">
          <Text>{t('adminEmployees.deleteQuestion', { name: deleting?.name ?? '' })}</Text>
          {remove.isError ? <Alert color="red">{t(deleteFailure(remove.error))}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('adminEmployees.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: (result) => {
                    setNotice(t(result.deleted ? 'adminEmployees.deleted' : 'adminEmployees.deactivated'));
                    setDeleting(null);
                  },
                })
              }
            >
              {t('adminEmployees.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
