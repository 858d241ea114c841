import { useDebouncedValue } from '@mantine/hooks';
import { limits } from '@studiekraft/shared/constants/limits';
import type { VatLookupResult } from '@studiekraft/shared/schemas/vat';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { vatLookupQueryOptions } from '../api/check-vat.ts';

export type VatLookupState = 'idle' | 'checking' | 'found' | 'failed';

interface VatLookupCallbacks {
  /** The company name belongs to the number looked up last, so it goes as soon as the number changes. */
  onChange: () => void;
  onFound: (result: VatLookupResult) => void;
  /** Why the lookup failed, e.g. the API's limit (429), which the notice then names with when to try again. */
  onFailed?: (error: unknown) => void;
}

export const vatLookupDelayMs = 400;

/**
 * Spec section 5: the lookup fires when the VAT number is 2 to 13 characters; it first blanks the
 * company name, then fills name and address. A failure (unknown number, register down, offline) is only
 * a notice: registration goes on and staff verify the number later.
 */
export function useVatLookup(vatNumber: string, callbacks: VatLookupCallbacks): VatLookupState {
  const queryClient = useQueryClient();
  const [debounced] = useDebouncedValue(vatNumber.trim(), vatLookupDelayMs);
  const [state, setState] = useState<VatLookupState>('idle');
  // The latest callbacks without restarting the lookup when the form re-renders.
  const latest = useRef(callbacks);
  latest.current = callbacks;

  useEffect(() => {
    latest.current.onChange();
    if (debounced.length < limits.vatMin || debounced.length > limits.vatMax) {
      setState('idle');
      return;
    }
    let isCurrent = true;
    setState('checking');
    queryClient.fetchQuery(vatLookupQueryOptions(debounced)).then(
      (result) => {
        if (!isCurrent) return;
        latest.current.onFound(result);
        setState('found');
      },
      (error: unknown) => {
        if (!isCurrent) return;
        latest.current.onFailed?.(error);
        setState('failed');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [debounced, queryClient]);

  return state;
}
