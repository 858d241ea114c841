import { useDebouncedValue } from '@mantine/hooks';
import { limits } from '@studiekraft/shared/constants/limits';
import type { VatLookupResult } from '@studiekraft/shared/schemas/vat';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { vatLookupQueryOptions } from '../api/check-vat.ts';

/**
 * `notFound`: the register does not know the number (a typo, or a foreign VAT number). `unavailable`: the
 * register could not answer (down, slow, garbage, offline). Both leave the company to be typed (issue 34).
 */
export type VatLookupState = 'idle' | 'checking' | 'found' | 'notFound' | 'unavailable';

interface VatLookupCallbacks {
  /** The number changed: a company name the register gave belongs to the old number. */
  onChange: () => void;
  onFound: (result: VatLookupResult) => void;
}

export interface VatLookup {
  state: VatLookupState;
  /** Why the lookup failed, e.g. the API's limit (429), which the notice then names with when to try again. */
  error: unknown;
}

const idle: VatLookup = { state: 'idle', error: null };

export const vatLookupDelayMs = 400;

/**
 * Spec section 5: the lookup fires when the VAT number is 2 to 13 characters; it first blanks the
 * company name, then fills name and address. A failure is only a notice: registration goes on with the
 * typed company, stored unverified for staff (decision 063).
 */
export function useVatLookup(vatNumber: string, callbacks: VatLookupCallbacks): VatLookup {
  const queryClient = useQueryClient();
  const [debounced] = useDebouncedValue(vatNumber.trim(), vatLookupDelayMs);
  const [lookup, setLookup] = useState<VatLookup>(idle);
  // The latest callbacks without restarting the lookup when the form re-renders.
  const latest = useRef(callbacks);
  latest.current = callbacks;

  useEffect(() => {
    latest.current.onChange();
    if (debounced.length < limits.vatMin || debounced.length > limits.vatMax) {
      setLookup(idle);
      return;
    }
    let isCurrent = true;
    setLookup({ state: 'checking', error: null });
    queryClient.fetchQuery(vatLookupQueryOptions(debounced)).then(
      (result) => {
        if (!isCurrent) return;
        latest.current.onFound(result);
        setLookup({ state: 'found', error: null });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        setLookup({ state: error instanceof ApiError && error.code === 'VAT_NOT_FOUND' ? 'notFound' : 'unavailable', error });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [debounced, queryClient]);

  return lookup;
}
