import type { DeleteResult } from '@studiekraft/shared/schemas/catalogue';
import { StaffDeleteButton } from '../../account/admin/staff-delete-button.tsx';
import { useDeleteCustomer } from '../api/delete-customer.ts';

/** Delete with a confirmation; the API deactivates a customer with projects instead of deleting them. */
export function CustomerDeleteButton(props: {
  customerId: number;
  name: string;
  onDone: (result: DeleteResult['data']) => void;
}) {
  const remove = useDeleteCustomer(props.customerId);
  return <StaffDeleteButton texts="adminCustomers.detail" name={props.name} remove={remove} onDone={props.onDone} />;
}
