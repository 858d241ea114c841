import type { DeleteResult } from '@studiekraft/shared/schemas/catalogue';
import { StaffDeleteButton } from '../../account/admin/staff-delete-button.tsx';
import { useDeleteStudent } from '../api/delete-student.ts';

/** Delete after a confirmation; the API deactivates a student with projects or ratings instead. */
export function StudentDeleteButton(props: { studentId: number; name: string; onDone: (result: DeleteResult['data']) => void }) {
  const remove = useDeleteStudent(props.studentId);
  return <StaffDeleteButton texts="adminStudents.detail" name={props.name} remove={remove} onDone={props.onDone} />;
}
