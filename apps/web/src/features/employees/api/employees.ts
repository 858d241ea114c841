import type { EmployeeCreate } from '@studiekraft/shared/schemas/employees';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse, ListResponse } from '../../../types/api.ts';
import { employeeKeys } from '../query-keys.ts';

/** An employee as GET /employees presents one (the server has no shared response schema for it yet). */
export interface Employee {
  id: number;
  name: string;
  phone_number: string | null;
  created_at: string;
  avatars: { primary: string | null };
  /** With `includes=user`: the login, whose id the audit log names as the author of staff actions. */
  user?: { id: number; email: string; activated: boolean };
}

/** The staff list's order (it has no filters); its CSV export (GET /employees.csv) uses the same. */
export const employeesListQuery = { sort: [{ key: 'name', direction: 'ASC' }] };

export function useEmployees() {
  return useQuery({
    queryKey: employeeKeys.all,
    queryFn: ({ signal }) =>
      api.get<ListResponse<Employee>>('/employees', {
        query: { includes: ['user'], ...employeesListQuery },
        signal,
      }),
  });
}

/** PUT employees/{id}: the server lets an employee edit only their own record. */
export function useUpdateEmployee(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; phone_number: string }) =>
      api.put<DataResponse<Employee>>(`/employees/${id}`, body).then((response) => response.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}

/** DELETE employees/{id}: removes one without history, deactivates one with; never oneself or the last. */
export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<DataResponse<{ id: number; deleted: boolean }>>(`/employees/${id}`).then((response) => response.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}

/** POST employees: the new colleague gets a set-password mail. */
export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeCreate) => api.post<DataResponse<Employee>>('/employees', body).then((response) => response.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
