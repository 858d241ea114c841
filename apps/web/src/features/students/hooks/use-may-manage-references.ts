import { useSession } from '../../../lib/auth-store.ts';

/**
 * The profile's owner and employees see the add, edit and delete controls of references (spec section
 * 6). The server decides again on every call; this only hides controls that would be refused.
 */
export function useMayManageReferences(studentId: number | undefined): boolean {
  const session = useSession();
  if (!session || studentId === undefined) return false;
  if (session.accountType === 'EMPLOYEE') return true;
  return session.accountType === 'STUDENT' && session.account.id === studentId;
}
