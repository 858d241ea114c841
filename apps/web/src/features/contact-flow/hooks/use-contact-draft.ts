import { useCallback, useState } from 'react';
import { type ContactDraft, type ContactStudent, clearDraft, freshDraft, loadDraft, saveDraft } from '../contact-draft.ts';

/**
 * The contact flow's draft, written through to sessionStorage on every change so it survives a reload
 * and a login (spec section 2: name, message, skill, student, customer, customerStatus, step).
 */
export function useContactDraft(student: ContactStudent) {
  const [draft, setDraft] = useState<ContactDraft>(() => loadDraft(student));

  /** `persist: false` for what follows from elsewhere (the session), so a cleared draft stays cleared. */
  const update = useCallback((patch: Partial<ContactDraft>, { persist = true }: { persist?: boolean } = {}) => {
    setDraft((current) => {
      const next = { ...current, ...patch };
      if (persist) saveDraft(next);
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    clearDraft(student.id);
    setDraft(freshDraft(student));
  }, [student]);

  return { draft, update, clear };
}
