import type { VatLookupResult } from '@studiekraft/shared/schemas/vat';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';

/** The registration form's lookup: 404 VAT_NOT_FOUND for an unknown number, 502 VAT_UNAVAILABLE for an outage. */
export async function checkVatNumber(deps: Pick<Deps, 'cvr'>, vatNumber: string): Promise<VatLookupResult> {
  const result = await deps.cvr.lookup(vatNumber);
  if (result.status === 'found') return result.company;
  throw new AppError(result.status === 'not-found' ? 'VAT_NOT_FOUND' : 'VAT_UNAVAILABLE');
}
