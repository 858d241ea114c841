import type { VatLookupResult } from '@studiekraft/shared/schemas/vat';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { customerKeys } from '../query-keys.ts';

/** POST vat/check: 404 VAT_NOT_FOUND for an unknown number, 502 VAT_UNAVAILABLE when the register is down. */
export function checkVat(vatNumber: string, signal?: AbortSignal): Promise<{ data: VatLookupResult }> {
  return api.post('/vat/check', { vatNumber }, { signal, skipAuthRetry: true });
}

/** Cached per number, so typing a digit and deleting it again does not ask twice. No retry: failure is an answer. */
export const vatLookupQueryOptions = (vatNumber: string) =>
  queryOptions({
    queryKey: customerKeys.vat(vatNumber),
    queryFn: ({ signal }) => checkVat(vatNumber, signal).then((response) => response.data),
    staleTime: 60 * 60_000,
    retry: false,
  });
