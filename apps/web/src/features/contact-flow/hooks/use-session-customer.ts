import { useEffect } from 'react';
import { useAuthState } from '../../../lib/auth-store.ts';
import { useUser } from '../../auth/api/get-user.ts';
import type { ContactDraft } from '../contact-draft.ts';

/**
 * Keeps the draft's customer in step with the session: a logged-in customer is the customer (and marked
 * logged in, spec section 2); a logout, here or elsewhere, takes the logged-in customer out again.
 */
export function useSessionCustomer(
  draft: ContactDraft,
  update: (patch: Partial<ContactDraft>, options?: { persist?: boolean }) => void,
) {
  const { session } = useAuthState();
  const customerSession = session?.accountType === 'CUSTOMER' ? session : null;
  // The session carries the account, not the login e-mail; the user record has it.
  const user = useUser(customerSession?.userId);
  const email = user.data?.email ?? '';
  const { customer, customerStatus } = draft;

  useEffect(() => {
    if (customerSession) {
      const { id, name } = customerSession.account;
      const isCurrent =
        customerStatus === 'logged-in' && customer?.id === id && customer.name === name && customer.email === email;
      if (!isCurrent)
        update({ customer: { id, name, email }, customerStatus: 'logged-in', projectToken: null }, { persist: false });
    } else if (customerStatus === 'logged-in') {
      update({ customer: null, customerStatus: null }, { persist: false });
    }
  }, [customerSession, email, customer, customerStatus, update]);
}
